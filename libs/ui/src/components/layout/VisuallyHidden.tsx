import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only (e.g. a label whose meaning the layout already shows). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <StyledVisuallyHidden {...props} />;
}

const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;
