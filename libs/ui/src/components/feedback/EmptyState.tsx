import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Card } from '../display/Card';
import { Heading } from '../display/Heading';
import { Text } from '../display/Text';

export interface EmptyStateProps {
  /** A decorative icon above the title, e.g. `<LayersIcon size="1.75rem" />`. */
  icon?: ReactNode;
  /** What the place holds, or why it is empty; it also names the section. */
  title: ReactNode;
  /** One or two lines under the title, e.g. when content will appear. */
  message?: ReactNode;
  /** Extra lines or actions under the message. */
  children?: ReactNode;
  /** The title's element: h2 under a page's h1 (default), h3 deeper down. */
  titleAs?: 'h2' | 'h3';
  className?: string;
}

/**
 * An honest empty place: a dashed, centred section saying there is nothing here yet and, when it helps, why.
 * Used instead of sample figures or buttons that would do nothing.
 */
export function EmptyState({ icon, title, message, children, titleAs = 'h2', className }: EmptyStateProps) {
  const titleId = useId();
  return (
    <StyledEmptyState forwardedAs="section" padding="lg" aria-labelledby={titleId} className={className}>
      {icon && <StyledIcon aria-hidden="true">{icon}</StyledIcon>}
      <Heading level={4} as={titleAs} id={titleId}>
        {title}
      </Heading>
      {message && <Text tone="secondary">{message}</Text>}
      {children}
    </StyledEmptyState>
  );
}

const StyledEmptyState = styled(Card)`
  align-items: center;
  padding-block: ${({ theme }) => theme.space[12]};
  text-align: center;
  border-style: dashed;
  box-shadow: none;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;
