// The login's "Sign in with Google" (spec §2): under the password form, after an "or". While the popup is open
// it says where the person is expected (and can bring the window back); a refusal, a blocked or closed popup is
// said in words. What the sign-in with the token answers (a session, a second step, a refusal) is the form's.
import { AlertBanner, Button, Text } from '@sumaa/ui';
import styled from 'styled-components';
import { useAuthLoginTexts } from '../hooks/useAuthLoginTexts';
import { useGoogleSignInPopup } from '../hooks/useGoogleSignInPopup';

export interface GoogleSignInButtonProps {
  onIdToken(idToken: string): Promise<void>;
}

export function GoogleSignInButton({ onIdToken }: GoogleSignInButtonProps) {
  const { t } = useAuthLoginTexts();
  const { state, signIn, showPopup } = useGoogleSignInPopup(onIdToken);
  const busy = state.status === 'waiting' || state.status === 'signingIn';
  return (
    <StyledBlock>
      <StyledDivider aria-hidden>
        <span>{t('google.or')}</span>
      </StyledDivider>
      <Button type="button" variant="secondary" size="lg" fullWidth loading={busy} onClick={signIn}>
        {t('google.button')}
      </Button>
      {state.status === 'waiting' && (
        <StyledWaiting role="status">
          <Text tone="secondary">{t('google.waiting')}</Text>
          <Button type="button" variant="ghost" onClick={showPopup}>
            {t('google.showPopup')}
          </Button>
        </StyledWaiting>
      )}
      {state.status === 'failed' && <AlertBanner tone="error">{state.message}</AlertBanner>}
      {state.status === 'blocked' && <AlertBanner tone="warning">{t('google.blocked')}</AlertBanner>}
      {state.status === 'closed' && <AlertBanner tone="info">{t('google.closed')}</AlertBanner>}
    </StyledBlock>
  );
}

const StyledBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledDivider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledWaiting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
