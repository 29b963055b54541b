import { AlertCircleIcon, Button, Card, Heading, Text } from '@sumaa/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

export interface NotAllowedNoticeProps {
  /** Where the way out leads: the overview, which every role may open. */
  overviewPath: string;
}

/** Spec §6: a user lacking the page's permission sees this inside the frame, with a way back. */
export function NotAllowedNotice({ overviewPath }: NotAllowedNoticeProps) {
  const { t } = useTranslation('business');
  const titleId = useId();
  return (
    <StyledCard forwardedAs="section" padding="lg" aria-labelledby={titleId}>
      <StyledIcon aria-hidden="true">
        <AlertCircleIcon size="1.75rem" />
      </StyledIcon>
      <Heading level={2} as="h1" id={titleId}>
        {t('common:notAllowed.title')}
      </Heading>
      <Text tone="secondary">{t('common:notAllowed.message')}</Text>
      <div>
        <Button as={Link} to={overviewPath} variant="secondary">
          {t('notAllowed.backToOverview')}
        </Button>
      </div>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  align-items: flex-start;
  max-inline-size: 40rem;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.tones.danger.soft};
  color: ${({ theme }) => theme.tones.danger.solid};
`;
