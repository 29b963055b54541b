import { zodResolver } from '@hookform/resolvers/zod';
import { FormErrorBanner, FormStack, useServerErrors } from '@sumaa/app-kit';
import type { LaunchReminder } from '@sumaa/contracts';
import { launchReminderInputSchema } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { AlertBanner, Button, TextField } from '@sumaa/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import type { z } from 'zod';
import { useSubscribeLaunchReminder } from '../api/subscribeLaunchReminder';
import { useComingSoonTexts } from '../hooks/useComingSoonTexts';

type ReminderValues = z.input<typeof launchReminderInputSchema>;

/** The optional "e-mail me at launch" form (spec §1): saved, already on the list, or an error with the field kept. */
export function LaunchReminderForm() {
  const { t } = useComingSoonTexts();
  const message = useValidationMessage();
  const subscribe = useSubscribeLaunchReminder();
  const [saved, setSaved] = useState<LaunchReminder | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReminderValues, unknown, z.output<typeof launchReminderInputSchema>>({
    resolver: zodResolver(launchReminderInputSchema),
    defaultValues: { email: '' },
  });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);

  const onSubmit = handleSubmit(async ({ email }) => {
    clearFailure();
    try {
      setSaved(await subscribe.mutateAsync(email));
      reset({ email: '' });
    } catch (error) {
      showServerError(error, {
        fieldFor: (field) => (field.toLowerCase() === 'email' ? 'email' : undefined),
        fallback: t('reminder.genericError'),
      });
    }
  });

  if (saved) {
    return (
      <StyledSaved>
        <AlertBanner tone="success">
          <Trans
            t={t}
            i18nKey={saved.alreadySubscribed ? 'reminder.alreadySubscribed' : 'reminder.saved'}
            values={{ email: saved.email }}
            components={{ email: <bdi dir="ltr" /> }}
          />
        </AlertBanner>
        <Button variant="ghost" onClick={() => setSaved(null)}>
          {t('reminder.another')}
        </Button>
      </StyledSaved>
    );
  }

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      <FormErrorBanner message={failure} />
      <StyledRow>
        <StyledEmail
          {...register('email')}
          label={t('reminder.email')}
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="email"
          placeholder={t('reminder.emailPlaceholder')}
          aria-required
          error={message(errors.email?.message)}
        />
        <Button type="submit" size="md" loading={isSubmitting}>
          {isSubmitting ? t('reminder.submitting') : t('reminder.submit')}
        </Button>
      </StyledRow>
    </FormStack>
  );
}

/** Field and button side by side from tablet width; the button lines up with the input, not the label. */
const StyledRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: flex-start;

    > button {
      margin-block-start: calc(
        ${({ theme }) => theme.fontSizes.sm} * ${({ theme }) => theme.lineHeights.snug} +
          ${({ theme }) => theme.space[2]}
      );
    }
  }
`;

const StyledEmail = styled(TextField)`
  flex: 1;
`;

const StyledSaved = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;
