import { zodResolver } from '@hookform/resolvers/zod';
import { FormStack } from '@sumaa/app-kit';
import { confirmEmailSchema } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { AlertBanner, Button, Text, TextField } from '@sumaa/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { z } from 'zod';
import { useResendCode } from '../hooks/useResendCode';

type CodeValues = z.input<typeof confirmEmailSchema>;

/** Arabic-Indic and Persian digits, and spaces people paste with the code, become the 6 Latin digits sent. */
function toCodeDigits(value: unknown): string {
  return String(value ?? '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\s+/g, '');
}

export interface CheckEmailFormProps {
  /** The address the code went to; when unknown, the form asks for it. */
  email: string;
}

/**
 * The 6-digit code, which leads to /verify-email like the link in the e-mail does (one place confirms), and
 * the resend button.
 */
export function CheckEmailForm({ email }: CheckEmailFormProps) {
  const { t } = useTranslation('public-site');
  const message = useValidationMessage();
  const navigate = useNavigate();
  const resendCode = useResendCode();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<CodeValues, unknown, z.output<typeof confirmEmailSchema>>({
    resolver: zodResolver(confirmEmailSchema),
    defaultValues: { email, Otp: '' },
  });

  const onSubmit = handleSubmit(({ email: address, Otp }) => {
    navigate(`/verify-email?email=${encodeURIComponent(address)}&otp=${encodeURIComponent(Otp)}`);
  });

  const onResend = async () => {
    if (!(await trigger('email', { shouldFocus: true }))) return;
    await resendCode.resend(getValues('email').trim().toLowerCase());
  };

  return (
    <StyledStack>
      <FormStack noValidate onSubmit={onSubmit}>
        {email ? (
          <input type="hidden" {...register('email')} />
        ) : (
          <TextField
            {...register('email')}
            label={t('fields.email')}
            type="email"
            dir="ltr"
            inputMode="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            aria-required
            error={message(errors.email?.message)}
          />
        )}
        <StyledCodeField
          {...register('Otp', { setValueAs: toCodeDigits })}
          label={t('checkEmail.code')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          placeholder="••••••"
          aria-required
          hint={t('checkEmail.codeHint')}
          error={message(errors.Otp?.message)}
        />
        <Button type="submit" size="lg" fullWidth>
          {t('checkEmail.submit')}
        </Button>
      </FormStack>
      <StyledResend>
        <Text size="sm" tone="secondary">
          {t('checkEmail.noCode')}
        </Text>
        <Button
          variant="secondary"
          fullWidth
          loading={resendCode.status === 'loading'}
          onClick={() => void onResend()}
        >
          {t('checkEmail.resend')}
        </Button>
        {resendCode.status === 'sent' && <AlertBanner tone="success">{t('checkEmail.sent')}</AlertBanner>}
        {resendCode.status === 'error' && (
          <AlertBanner tone="error">{resendCode.serverMessage ?? t('checkEmail.error')}</AlertBanner>
        )}
      </StyledResend>
    </StyledStack>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** The code reads as one spaced-out group, centred in either direction. */
const StyledCodeField = styled(TextField)`
  input[dir='ltr']:not([type='checkbox']) {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    letter-spacing: 0.4em;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledResend = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-block-start: ${({ theme }) => theme.space[5]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
