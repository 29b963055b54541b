import styled from 'styled-components';
import { Text, type TextProps } from './Text';

export type KeyboardHintProps = Omit<TextProps, 'tone' | 'size'>;

/**
 * A line naming keyboard shortcuts ("R replies", "Ctrl+Enter sends"), small and muted. Not shown on a touch
 * screen (no hover, or a finger for a pointer), where there is no key to press.
 */
export function KeyboardHint(props: KeyboardHintProps) {
  return <StyledHint size="xs" tone="muted" {...props} />;
}

const StyledHint = styled(Text)`
  ${({ theme }) => theme.media.touch} {
    display: none;
  }
`;
