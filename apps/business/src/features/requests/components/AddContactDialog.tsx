import { FormErrorBanner, FormStack, useServerErrors } from '@sumaa/app-kit';
import type { Language, ReviewContact } from '@sumaa/contracts';
import { Button, Dialog, Inline, Select, TextField } from '@sumaa/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateReviewContactMutation } from '../api/createReviewContact';
import { useReviewRequestLinksQuery } from '../api/reviewRequestLinks';
import { useRequestsTexts } from '../hooks/useRequestsTexts';

interface ContactValues {
  name: string;
  phone: string;
  email: string;
  language: Language;
  locationId: string;
}

const FIELDS: readonly (keyof ContactValues)[] = ['name', 'phone', 'email', 'language', 'locationId'];

export interface AddContactDialogProps {
  open: boolean;
  onClose(): void;
  onAdded(contact: ReviewContact): void;
}

/** Adds one contact. The server checks and normalises everything; its messages go under their fields. */
export function AddContactDialog({ open, ...rest }: AddContactDialogProps) {
  return open ? <OpenAddContactDialog {...rest} /> : null;
}

function OpenAddContactDialog({ onClose, onAdded }: Omit<AddContactDialogProps, 'open'>) {
  const { t } = useRequestsTexts();
  const { t: common } = useTranslation('common');
  const create = useCreateReviewContactMutation();
  const locations = useReviewRequestLinksQuery();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    defaultValues: { name: '', phone: '', email: '', language: 'ar', locationId: '' },
  });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    try {
      const contact = await create.mutateAsync({
        name: values.name,
        phone: values.phone.trim() || null,
        email: values.email.trim() || null,
        language: values.language,
        locationId: values.locationId || null,
      });
      onAdded(contact);
      onClose();
    } catch (error) {
      showServerError(error, {
        fieldFor: (field) => FIELDS.find((name) => name.toLowerCase() === field.toLowerCase()),
        fallback: t('addContact.failed'),
      });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('addContact.title')}
      description={t('addContact.description')}
      closeLabel={common('close')}
      preventClose={isSubmitting}
    >
      <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
        <FormErrorBanner message={failure} />
        <TextField
          {...register('name')}
          label={t('addContact.name')}
          autoComplete="off"
          aria-required
          error={errors.name?.message}
        />
        <TextField
          {...register('phone')}
          label={t('addContact.phone')}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="off"
          placeholder="05xxxxxxxx"
          error={errors.phone?.message}
        />
        <TextField
          {...register('email')}
          label={t('addContact.email')}
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
        />
        <Select
          {...register('language')}
          label={t('addContact.language')}
          options={[
            { value: 'ar', label: t('languages.ar') },
            { value: 'en', label: t('languages.en') },
          ]}
          error={errors.language?.message}
        />
        <Select
          {...register('locationId')}
          label={t('addContact.location')}
          options={[
            { value: '', label: t('addContact.noLocation') },
            ...(locations.data ?? []).map((link) => ({ value: link.locationId, label: link.locationName })),
          ]}
          error={errors.locationId?.message}
        />
        <Inline>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('addContact.submitting') : t('addContact.submit')}
          </Button>
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {common('cancel')}
          </Button>
        </Inline>
      </FormStack>
    </Dialog>
  );
}
