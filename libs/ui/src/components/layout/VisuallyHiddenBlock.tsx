import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

export type VisuallyHiddenBlockProps = HTMLAttributes<HTMLDivElement>;

/**
 * Block content for screen readers only, e.g. a table. A table is never narrower than its content, so a table
 * hidden by itself keeps its full width and widens the page; inside this 1 px box it is clipped instead.
 */
export function VisuallyHiddenBlock(props: VisuallyHiddenBlockProps) {
  return <StyledVisuallyHiddenBlock {...props} />;
}

const StyledVisuallyHiddenBlock = styled.div`
  ${visuallyHidden}
`;
