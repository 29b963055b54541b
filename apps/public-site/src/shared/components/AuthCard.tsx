import { useDocumentTitle } from '@sumaa/app-kit';
import { Card, Heading, Text } from '@sumaa/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

export interface AuthCardProps {
  /** The page's one h1, also used for the document title. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card ("Already have an account? Log in"). */
  footer?: ReactNode;
  /** `wide` for the signup form's two columns. */
  width?: 'narrow' | 'wide';
}

/** The frame of every auth screen: a centred card with the page heading, then the content. */
export function AuthCard({ title, description, children, footer, width = 'narrow' }: AuthCardProps) {
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <StyledSection aria-labelledby={headingId} $wide={width === 'wide'}>
      <StyledCard elevated padding="none">
        <StyledIntro>
          <Heading level={2} as="h1" id={headingId}>
            {title}
          </Heading>
          {description && <Text tone="secondary">{description}</Text>}
        </StyledIntro>
        {children}
      </StyledCard>
      {footer && <StyledFooter>{footer}</StyledFooter>}
    </StyledSection>
  );
}

const StyledSection = styled.section<{ $wide: boolean }>`
  inline-size: 100%;
  max-inline-size: ${({ $wide }) => ($wide ? '640px' : '440px')};
  margin-inline: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledCard = styled(Card)`
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const StyledIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  text-align: center;
`;
