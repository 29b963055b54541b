import { Button, CheckCircleIcon, Text } from '@sumaa/ui';
import { useEffect, useId, useRef } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { EMAIL_REPLY_HOURS } from '../../../shared/content/siteContact';
import { useContactTexts } from '../hooks/useContactTexts';

export interface SentMessage {
  name: string;
  email: string;
}

export interface ContactSentProps {
  sent: SentMessage;
  onSendAnother: () => void;
}

/**
 * What replaces the form once the message is in: said in the current language (also after a switch), with the
 * focus moved to it so a screen reader reads it, and a way to write again.
 */
export function ContactSent({ sent, onSendAnother }: ContactSentProps) {
  const { t } = useContactTexts();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <StyledSent aria-labelledby={titleId}>
      <StyledIcon aria-hidden="true">
        <CheckCircleIcon size="2rem" />
      </StyledIcon>
      <StyledTitle id={titleId} ref={headingRef} tabIndex={-1}>
        {t('sent.title')}
      </StyledTitle>
      <Text tone="secondary">
        <Trans
          t={t}
          i18nKey="sent.message"
          values={{ name: sent.name, email: sent.email, hours: EMAIL_REPLY_HOURS }}
          components={{ email: <bdi dir="ltr" /> }}
        />
      </Text>
      <Button variant="secondary" onClick={onSendAnother}>
        {t('sent.another')}
      </Button>
    </StyledSent>
  );
}

const StyledSent = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Focused by script so it is read out; not a control, so no focus ring. */
const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    outline: none;
  }
`;

const StyledIcon = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;
