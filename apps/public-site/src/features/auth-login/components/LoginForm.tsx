import { zodResolver } from '@hookform/resolvers/zod';
import { callRoute, destinationAfterLogin, useAuthStore, type SessionUser } from '@sumaa/api-client';
import { FormErrorBanner, FormStack, ltrInput, useServerErrors } from '@sumaa/app-kit';
import { authEndpoints, loginRequestSchema, signInSecondStepOf, type AuthSession } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { Button, Checkbox, PasswordField, Stack, TextField } from '@sumaa/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { z } from 'zod';
import { GoogleSignInButton } from './GoogleSignInButton';
import { TwoFactorEnrolmentStep } from './TwoFactorEnrolmentStep';
import { TwoFactorStep } from './TwoFactorStep';

type LoginValues = z.input<typeof loginRequestSchema>;
type LoginFields = keyof LoginValues;

/** The server names the e-mail `username` (AdminSignIn) or `email`; both belong under the e-mail field. */
const SERVER_FIELDS: Record<string, LoginFields> = {
  username: 'username',
  email: 'username',
  password: 'password',
};

export function LoginForm() {
  const { t } = useTranslation('public-site');
  const { t: tCommon } = useTranslation('common');
  const message = useValidationMessage();
  const login = useAuthStore((state) => state.login);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [remember, setRemember] = useState(true);
  // The password was right and a second step is due (issue 13): the code of an account with two-factor
  // sign-in, or the enrolment of one the security settings require it of.
  const [secondStep, setSecondStep] = useState<ReturnType<typeof signInSecondStepOf>>(null);
  const startSession = useAuthStore((state) => state.startSession);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);

  const goHome = (user: SessionUser) => {
    // The guard's state first; else `?returnTo=`, for a link that must survive a reload (an invitation's
    // "sign in to accept"). destinationAfterLogin keeps only paths of this site the user may open.
    const returnTo = location.state ?? { from: params.get('returnTo') };
    navigate(destinationAfterLogin(user, returnTo), {
      replace: true,
      state: user.email_confirmed ? undefined : { reason: 'unconfirmed' },
    });
  };

  /** A refused sign-in (password or Google): the second step it asks for, else the server's words. */
  const onRefused = (error: unknown) => {
    // Read by shape: the store's ApiError may be another copy of the class under module federation.
    const step = signInSecondStepOf((error as { model?: unknown } | null)?.model);
    if (step) {
      setSecondStep(step);
      return;
    }
    showServerError(error, {
      fieldFor: (field) => SERVER_FIELDS[field],
      fallback: t('login.genericError'),
    });
  };

  const onSubmit = handleSubmit(async ({ username, password }) => {
    clearFailure();
    try {
      // Without "remember me" the store keeps the session for this tab only.
      goHome(await login(username, password, { remember }));
    } catch (error) {
      onRefused(error);
    }
  });

  // The Google ID token signs in as the spec's google-callback: the same session and second steps.
  const onGoogleIdToken = async (idToken: string) => {
    clearFailure();
    try {
      goHome(startSession(await callRoute(authEndpoints.googleSignIn, { body: { idToken } }), { remember }));
    } catch (error) {
      onRefused(error);
    }
  };

  // The "remember me" chosen with the password holds for the session either step answers.
  const onSignedIn = (session: AuthSession) => goHome(startSession(session, { remember }));
  if (secondStep && 'challenge' in secondStep) {
    return (
      <TwoFactorStep
        challenge={secondStep.challenge}
        onSignedIn={onSignedIn}
        onRestart={() => setSecondStep(null)}
      />
    );
  }
  if (secondStep) {
    return (
      <TwoFactorEnrolmentStep
        enrolmentToken={secondStep.enrolmentToken}
        onSignedIn={onSignedIn}
        onRestart={() => setSecondStep(null)}
      />
    );
  }

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      <FormErrorBanner message={failure} />
      <TextField
        {...register('username')}
        label={t('fields.email')}
        type="email"
        dir="ltr"
        autoComplete="username"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        aria-required
        error={message(errors.username?.message)}
      />
      <Stack gap={2}>
        <PasswordField
          {...ltrInput(register('password'))}
          label={t('fields.password')}
          autoComplete="current-password"
          aria-required
          showLabel={tCommon('showPassword')}
          hideLabel={tCommon('hidePassword')}
          error={message(errors.password?.message)}
        />
        <StyledRow>
          <Checkbox
            name="remember"
            label={t('login.remember')}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <StyledForgotLink to="/forgot-password">{t('login.forgot')}</StyledForgotLink>
        </StyledRow>
      </Stack>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t('login.submit')}
      </Button>
      <GoogleSignInButton onIdToken={onGoogleIdToken} />
    </FormStack>
  );
}

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space[4]};
`;

const StyledForgotLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
