import {
  AlertBanner,
  Button,
  CheckIcon,
  GoogleIcon,
  Heading,
  Stack,
  Text,
  outlinedBox,
  plainList,
} from '@sumaa/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type GoogleConnectionState, useGoogleConnectionPopup } from '../hooks/useGoogleConnectionPopup';

export interface ConnectGoogleStepProps {
  /** Google is connected (the server has moved the user to the next step). */
  onConnected(): void | Promise<void>;
}

const BUSY: ReadonlyArray<GoogleConnectionState['status']> = ['opening', 'waiting', 'checking', 'connected'];

/** Step 0: what Sumaa will do with Google, then the popup that connects it, with every way it can end. */
export function ConnectGoogleStep({ onConnected }: ConnectGoogleStepProps) {
  const { t } = useTranslation('onboarding');
  const accessTitleId = useId();
  const { state, connect, showPopup } = useGoogleConnectionPopup({
    texts: { popupLoading: t('connect.popupLoading'), startFailed: t('connect.startFailed') },
    onConnected,
  });
  const busy = BUSY.includes(state.status);
  const retry = (
    <Button variant="secondary" size="sm" onClick={connect}>
      {t('retry')}
    </Button>
  );

  return (
    <Stack gap={5}>
      <StyledAccess aria-labelledby={accessTitleId}>
        <Heading level={4} as="h3" id={accessTitleId}>
          {t('connect.accessTitle')}
        </Heading>
        <StyledList>
          {(['readReviews', 'replyOnBehalf'] as const).map((key) => (
            <li key={key}>
              <StyledTick aria-hidden="true">
                <CheckIcon size="1rem" />
              </StyledTick>
              <span>{t(`connect.${key}`)}</span>
            </li>
          ))}
        </StyledList>
        <Text size="sm" tone="secondary">
          {t('connect.privacy')}
        </Text>
      </StyledAccess>

      {state.status === 'failed' && (
        <AlertBanner tone="error" title={t('connect.failedTitle')} action={retry}>
          {state.message}
        </AlertBanner>
      )}
      {state.status === 'closed' && (
        <AlertBanner tone="info" action={retry}>
          {t('connect.closed')}
        </AlertBanner>
      )}
      {state.status === 'blocked' && (
        <AlertBanner tone="warning" action={retry}>
          {t('connect.blocked')}
        </AlertBanner>
      )}
      {state.status === 'waiting' && (
        <AlertBanner
          tone="info"
          action={
            <Button variant="ghost" size="sm" onClick={showPopup}>
              {t('connect.showWindow')}
            </Button>
          }
        >
          {t('connect.windowOpen')}
        </AlertBanner>
      )}
      {state.status === 'connected' && <AlertBanner tone="success">{t('connect.connected')}</AlertBanner>}

      <div>
        <Button size="lg" startIcon={<GoogleIcon />} loading={busy} onClick={connect}>
          {busy && state.status !== 'connected' ? t('connect.waiting') : t('connect.button')}
        </Button>
      </div>
    </Stack>
  );
}

const StyledAccess = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${outlinedBox({ padding: 4, background: 'surfaceRaised' })}
`;

const StyledList = styled.ul`
  ${plainList(2)}

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const StyledTick = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  margin-block-start: 0.3em;
  color: ${({ theme }) => theme.colors.primary};
`;
