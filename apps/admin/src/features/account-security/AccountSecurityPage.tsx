// /admin/security: the super admin's two-factor sign-in (issue 13). It is required of them and cannot be turned
// off (issue 21): a sign-in without it goes straight to enrolment, so this page shows it on with the recovery
// codes left. Only a session from before that rule can still turn it on here: the QR of the otpauth URI (and
// the key, for typing), confirmed with the app's first code; the 10 recovery codes are shown once.
import { ApiError, callRoute, extractErrorMessage } from '@sumaa/api-client';
import { definePageTexts } from '@sumaa/app-kit';
import {
  normalizeTwoFactorCode,
  twoFactorEndpoints,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@sumaa/contracts';
import { AlertBanner, Button, Card, Heading, Text, TextField } from '@sumaa/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { accountSecurityTexts } from './i18n';

export const useAccountSecurityTexts = definePageTexts('admin.accountSecurity', accountSecurityTexts);

function fieldMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.errors?.code?.[0] ?? error.errors?.recoveryCode?.[0] ?? null;
}

export function AccountSecurityPage() {
  const { t } = useAccountSecurityTexts();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      setStatus(await callRoute(twoFactorEndpoints.status));
    } catch {
      setLoadFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    setFieldError(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const own = fieldMessage(error);
      if (own) setFieldError(own);
      else setFailure(extractErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setCode('');
      setSetup(await callRoute(twoFactorEndpoints.setup));
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeTwoFactorCode(code);
    if (!typed) return setFieldError(t('codeRequired'));
    void run(async () => {
      const enabled = await callRoute(twoFactorEndpoints.confirm, { body: { code: typed } });
      setSetup(null);
      setCode('');
      setRecoveryCodes(enabled.recoveryCodes);
      setStatus(enabled.status);
    });
  };

  return (
    <StyledPage>
      <Heading level={1}>{t('title')}</Heading>
      <Text tone="muted">{t('description')}</Text>
      {loadFailed && (
        <AlertBanner tone="error">
          {t('loadError')}{' '}
          <Button variant="ghost" onClick={() => void load()}>
            {t('retry')}
          </Button>
        </AlertBanner>
      )}
      {!status && !loadFailed && <Text aria-busy>{t('loading')}</Text>}
      {failure && <AlertBanner tone="error">{failure}</AlertBanner>}

      {recoveryCodes && (
        <Card>
          <StyledStack>
            <Heading level={2}>{t('codesTitle')}</Heading>
            <AlertBanner tone="warning">{t('codesHint')}</AlertBanner>
            <StyledCodes dir="ltr" aria-label={t('codesTitle')}>
              {recoveryCodes.map((recovery) => (
                <li key={recovery}>{recovery}</li>
              ))}
            </StyledCodes>
            <Button onClick={() => setRecoveryCodes(null)}>{t('codesSaved')}</Button>
          </StyledStack>
        </Card>
      )}

      {status && !recoveryCodes && (
        <Card>
          <StyledStack>
            <Heading level={2}>{status.enabled ? t('on') : t('off')}</Heading>
            {status.required && <AlertBanner tone="info">{t('required')}</AlertBanner>}
            {status.enabled && <Text>{t('recoveryLeft', { count: status.recoveryCodesLeft })}</Text>}

            {!status.enabled && !setup && (
              <Button onClick={() => void start()} loading={busy}>
                {t('turnOn')}
              </Button>
            )}

            {!status.enabled && setup && (
              <form noValidate onSubmit={confirm}>
                <StyledStack>
                  <Text>{t('scan')}</Text>
                  <StyledQr src={setup.qrDataUrl} alt={t('qrAlt')} width={200} height={200} />
                  <Text>
                    {t('secret')}: <StyledSecret dir="ltr">{setup.secret}</StyledSecret>
                  </Text>
                  <TextField
                    name="code"
                    dir="ltr"
                    label={t('code')}
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={12}
                    error={fieldError ?? undefined}
                  />
                  <StyledRow>
                    <Button type="submit" loading={busy}>
                      {t('confirm')}
                    </Button>
                    <Button type="button" variant="ghost" onClick={() => setSetup(null)}>
                      {t('cancel')}
                    </Button>
                  </StyledRow>
                </StyledStack>
              </form>
            )}
          </StyledStack>
        </Card>
      )}
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 40rem;
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledQr = styled.img`
  align-self: center;
  inline-size: 200px;
  block-size: 200px;
`;

const StyledSecret = styled.code`
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
  font-family: monospace;
`;

const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-inline-start: 1.5rem;
  font-family: monospace;
  text-align: left;
`;
