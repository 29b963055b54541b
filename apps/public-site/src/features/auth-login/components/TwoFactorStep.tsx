// The sign-in's second step (issue 13): the password was right and the account has two-factor sign-in, so
// AdminSignIn answered a challenge instead of tokens. A 6-digit code from the authenticator app (or a
// recovery code) completes it through POST two-factor/verify; an expired or locked challenge sends the
// person back to the password.
import { ApiError, callRoute, extractErrorMessage } from '@sumaa/api-client';
import { FormErrorBanner, FormStack } from '@sumaa/app-kit';
import {
  normalizeRecoveryCode,
  normalizeTwoFactorCode,
  twoFactorEndpoints,
  type AuthSession,
} from '@sumaa/contracts';
import { Button, Text, TextField } from '@sumaa/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface TwoFactorStepProps {
  challenge: string;
  onSignedIn(session: AuthSession): void;
  /** Back to the e-mail and password (the challenge expired, was locked, or the person chose to). */
  onRestart(): void;
}

export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation('public-site');
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const hintId = useId();

  const switchKind = () => {
    setUseRecovery((current) => !current);
    setValue('');
    setFieldError(null);
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed = useRecovery ? normalizeRecoveryCode(value) : normalizeTwoFactorCode(value);
    if (!typed) {
      setFieldError(t('twoFactor.codeRequired'));
      return;
    }
    if (!useRecovery && !/^\d{6}$/.test(typed)) {
      setFieldError(t('twoFactor.codeInvalid'));
      return;
    }
    setFieldError(null);
    setSubmitting(true);
    try {
      const body = useRecovery ? { challenge, recoveryCode: typed } : { challenge, code: typed };
      onSignedIn(await callRoute(twoFactorEndpoints.verify, { body }));
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : null;
      const own = fields?.code?.[0] ?? fields?.recoveryCode?.[0];
      if (error instanceof ApiError && (fields?.challenge || error.status === 429)) {
        setExpired(true);
        setFailure(extractErrorMessage(error, t('login.genericError')));
      } else if (own) {
        setFieldError(own);
      } else {
        setFailure(extractErrorMessage(error, t('login.genericError')));
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (expired) {
    return (
      <FormStack as="div">
        <FormErrorBanner message={failure} />
        <Button type="button" size="lg" fullWidth onClick={onRestart}>
          {t('twoFactor.signInAgain')}
        </Button>
      </FormStack>
    );
  }

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
      <Text id={hintId}>{useRecovery ? t('twoFactor.recoveryHint') : t('twoFactor.codeHint')}</Text>
      <FormErrorBanner message={failure} />
      <TextField
        dir="ltr"
        key={useRecovery ? 'recovery' : 'code'}
        name={useRecovery ? 'recoveryCode' : 'code'}
        label={useRecovery ? t('twoFactor.recoveryLabel') : t('twoFactor.codeLabel')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        maxLength={useRecovery ? 20 : 12}
        placeholder={useRecovery ? 'abcde-23456' : '123456'}
        autoFocus
        aria-required
        aria-describedby={hintId}
        error={fieldError ?? undefined}
      />
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('twoFactor.verify')}
      </Button>
      <StyledRow>
        <Button type="button" variant="ghost" onClick={switchKind}>
          {useRecovery ? t('twoFactor.useCode') : t('twoFactor.useRecovery')}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          {t('twoFactor.back')}
        </Button>
      </StyledRow>
    </FormStack>
  );
}

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
