// The enrolment a sign-in demanded (the security settings require two-factor sign-in for this admin-level
// account, or it is the super admin's, and it has none): the server answered a setup-only token instead of a
// session. Here the key arrives (QR and text), the app's first code turns two-factor on, and the recovery codes
// are shown to save before the session the confirmation answered is started.
import { ApiError, callRoute, extractErrorMessage } from '@sumaa/api-client';
import { FormErrorBanner, FormStack } from '@sumaa/app-kit';
import {
  normalizeTwoFactorCode,
  twoFactorEndpoints,
  type TwoFactorEnrolledSession,
  type TwoFactorSetup,
} from '@sumaa/contracts';
import { Button, Heading, Text, TextField } from '@sumaa/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthLoginTexts } from '../hooks/useAuthLoginTexts';
import { RecoveryCodesStep } from './RecoveryCodesStep';

export interface TwoFactorEnrolmentStepProps {
  enrolmentToken: string;
  onSignedIn(session: TwoFactorEnrolledSession['session']): void;
  /** Back to the e-mail and password (the token expired, or the person chose to). */
  onRestart(): void;
}

/** The token is refused for good (expired, or another kind of value): only a new sign-in helps. */
const isDeadEnd = (error: unknown) =>
  error instanceof ApiError && (Boolean(error.errors?.enrolmentToken) || error.status === 409);

export function TwoFactorEnrolmentStep({
  enrolmentToken,
  onSignedIn,
  onRestart,
}: TwoFactorEnrolmentStepProps) {
  const { t } = useAuthLoginTexts();
  const { t: tLogin } = useTranslation('public-site');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [enrolled, setEnrolled] = useState<TwoFactorEnrolledSession | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deadEnd, setDeadEnd] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const hintId = useId();

  useEffect(() => {
    let current = true;
    callRoute(twoFactorEndpoints.enrolmentSetup, { body: { enrolmentToken } }).then(
      (answered) => current && setSetup(answered),
      (error: unknown) => {
        if (!current) return;
        setDeadEnd(true);
        setFailure(extractErrorMessage(error, tLogin('login.genericError')));
      },
    );
    return () => {
      current = false;
    };
  }, [enrolmentToken, tLogin]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed = normalizeTwoFactorCode(code);
    if (!typed) return setFieldError(tLogin('twoFactor.codeRequired'));
    if (!/^\d{6}$/.test(typed)) return setFieldError(tLogin('twoFactor.codeInvalid'));
    setFieldError(null);
    setSubmitting(true);
    try {
      setEnrolled(
        await callRoute(twoFactorEndpoints.enrolmentConfirm, { body: { enrolmentToken, code: typed } }),
      );
    } catch (error) {
      const own = error instanceof ApiError ? error.errors?.code?.[0] : undefined;
      if (own) setFieldError(own);
      else setFailure(extractErrorMessage(error, tLogin('login.genericError')));
      if (isDeadEnd(error)) setDeadEnd(true);
    } finally {
      setSubmitting(false);
    }
  };

  if (enrolled) {
    return (
      <RecoveryCodesStep
        recoveryCodes={enrolled.recoveryCodes}
        onContinue={() => onSignedIn(enrolled.session)}
      />
    );
  }

  if (deadEnd) {
    return (
      <FormStack as="div">
        <FormErrorBanner message={failure} />
        <Button type="button" size="lg" fullWidth onClick={onRestart}>
          {tLogin('twoFactor.signInAgain')}
        </Button>
      </FormStack>
    );
  }

  if (!setup) {
    return (
      <Text role="status" aria-busy>
        {t('enrolment.loading')}
      </Text>
    );
  }

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
      <Heading level={2}>{t('enrolment.title')}</Heading>
      <Text>{t('enrolment.scan')}</Text>
      <StyledQr src={setup.qrDataUrl} alt={t('enrolment.qrAlt')} width={200} height={200} />
      <Text>
        {t('enrolment.key')}: <StyledKey dir="ltr">{setup.secret}</StyledKey>
      </Text>
      <FormErrorBanner message={failure} />
      <Text id={hintId} tone="secondary">
        {t('enrolment.codeHint')}
      </Text>
      <TextField
        dir="ltr"
        name="code"
        label={t('enrolment.codeLabel')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        placeholder="123456"
        aria-required
        aria-describedby={hintId}
        error={fieldError ?? undefined}
      />
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('enrolment.confirm')}
      </Button>
      <Button type="button" variant="ghost" onClick={onRestart}>
        {t('enrolment.back')}
      </Button>
    </FormStack>
  );
}

const StyledQr = styled.img`
  align-self: center;
  inline-size: 200px;
  block-size: 200px;
`;

/** The key is Latin letters and digits: isolated so it reads left to right inside an Arabic sentence. */
const StyledKey = styled.code`
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
  font-family: monospace;
`;
