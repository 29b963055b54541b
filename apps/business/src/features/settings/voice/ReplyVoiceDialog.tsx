import { FormErrorBanner, FormStack, useServerErrors } from '@sumaa/app-kit';
import {
  ARABIC_DIALECTS,
  arabicReplyVoiceSchema,
  englishReplyVoiceSchema,
  REPLY_TONES,
  REPLY_VOICE_LIMITS,
  type ReplyVoice,
  type ReplyVoiceLanguage,
} from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import {
  Button,
  Dialog,
  Inline,
  Select,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
  useToast,
} from '@sumaa/ui';
import type { FormEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useUpdateReplyVoiceMutation } from './api/replyVoice';
import { useVoiceTexts } from './useVoiceTexts';

interface VoiceFormValues {
  dialect: string;
  tone: string;
  addressByName: boolean;
  signOff: string;
  /** One phrase per line. */
  bannedPhrases: string;
  openingHours: string;
  complaintsPhone: string;
  otherFacts: string;
  mayPromiseCompensation: boolean;
}
type VoiceField = keyof VoiceFormValues;
const FIELDS: VoiceField[] = [
  'dialect',
  'tone',
  'addressByName',
  'signOff',
  'bannedPhrases',
  'openingHours',
  'complaintsPhone',
  'otherFacts',
  'mayPromiseCompensation',
];

export interface ReplyVoiceDialogProps {
  language: ReplyVoiceLanguage;
  /** Both languages as saved: the other language is sent back unchanged. */
  voice: ReplyVoice;
  onClose(): void;
}

/** The field of this dialog a server error names (`ar.signOff`, `en.bannedPhrases.3`), if it is this language's. */
function fieldOf(serverField: string, language: ReplyVoiceLanguage): VoiceField | undefined {
  const [prefix, name] = serverField.split('.');
  if (prefix !== language) return undefined;
  return FIELDS.find((field) => field.toLowerCase() === name?.toLowerCase());
}

/** One language's voice, checked with the contract's rules and saved by the dialog's own button. */
export function ReplyVoiceDialog({ language, voice, onClose }: ReplyVoiceDialogProps) {
  const { t } = useVoiceTexts();
  const { t: common } = useTranslation('common');
  const message = useValidationMessage();
  const toast = useToast();
  const update = useUpdateReplyVoiceMutation();
  const current = voice[language];
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<VoiceFormValues>({
    defaultValues: {
      dialect: 'dialect' in current ? current.dialect : '',
      tone: current.tone,
      addressByName: current.addressByName,
      signOff: current.signOff,
      bannedPhrases: current.bannedPhrases.join('\n'),
      openingHours: current.openingHours,
      complaintsPhone: current.complaintsPhone,
      otherFacts: current.otherFacts,
      mayPromiseCompensation: current.mayPromiseCompensation,
    },
  });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);
  const addressByName = useController({ control, name: 'addressByName' }).field;
  const compensation = useController({ control, name: 'mayPromiseCompensation' }).field;
  // Written in the reply's language, whatever the page's direction.
  const dir = language === 'ar' ? 'rtl' : 'ltr';

  const save = handleSubmit(async (values) => {
    clearFailure();
    clearErrors();
    const { dialect, bannedPhrases, ...rest } = values;
    const fields = {
      ...rest,
      bannedPhrases: bannedPhrases
        .split('\n')
        .map((phrase) => phrase.trim())
        .filter(Boolean),
      ...(language === 'ar' ? { dialect } : {}),
    };
    // The same rules as the server's, so a mistake shows before anything is sent.
    const checked = (language === 'ar' ? arabicReplyVoiceSchema : englishReplyVoiceSchema).safeParse(fields);
    if (!checked.success) {
      const fieldsWithErrors = checked.error.issues.map((issue) => String(issue.path[0]) as VoiceField);
      for (const issue of checked.error.issues) {
        setError(String(issue.path[0]) as VoiceField, { type: 'client', message: issue.message });
      }
      setFocus(FIELDS.find((field) => fieldsWithErrors.includes(field)) ?? 'tone');
      return;
    }
    try {
      await update.mutateAsync({ ar: voice.ar, en: voice.en, [language]: checked.data });
      toast.show({ message: message('replyVoiceSaved') ?? '' });
      onClose();
    } catch (error) {
      showServerError(error, { fieldFor: (field) => fieldOf(field, language), fallback: t('dialog.failed') });
    }
  });

  // Portalled out of the settings form, but React bubbles the submit up the tree: stopped here, so saving the
  // voice never submits the settings form around the tab.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void save(event);
  };
  const fieldError = (field: VoiceField) => message(errors[field]?.message);
  const counter = (count: number, max: number) => t('dialog.counter', { count, max });

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t(`dialog.title.${language}`)}
      description={t('dialog.description')}
      closeLabel={common('close')}
      preventClose={isSubmitting}
    >
      <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
        <FormErrorBanner message={failure} />
        {language === 'ar' && (
          <Select
            {...register('dialect')}
            label={t('dialog.dialect')}
            options={ARABIC_DIALECTS.map((value) => ({ value, label: t(`dialects.${value}`) }))}
            error={fieldError('dialect')}
          />
        )}
        <Select
          {...register('tone')}
          label={t('dialog.tone')}
          options={REPLY_TONES.map((value) => ({ value, label: t(`tones.${value}`) }))}
          error={fieldError('tone')}
        />
        <Switch
          ref={addressByName.ref}
          name={addressByName.name}
          label={t('dialog.addressByName')}
          checked={addressByName.value}
          onCheckedChange={addressByName.onChange}
        />
        <TextField
          {...register('signOff')}
          label={t('dialog.signOff')}
          hint={t('dialog.signOffHint')}
          dir={dir}
          lang={language}
          maxLength={REPLY_VOICE_LIMITS.signOff}
          error={fieldError('signOff')}
        />
        <TextArea
          {...register('bannedPhrases')}
          label={t('dialog.bannedPhrases')}
          hint={t('dialog.bannedPhrasesHint')}
          dir={dir}
          lang={language}
          rows={4}
          error={fieldError('bannedPhrases')}
        />
        <StyledFieldset gap={3} as="fieldset">
          <Text as="legend" weight="semibold">
            {t('dialog.factsTitle')}
          </Text>
          <TextField
            {...register('openingHours')}
            label={t('dialog.openingHours')}
            dir={dir}
            lang={language}
            maxLength={REPLY_VOICE_LIMITS.openingHours}
            error={fieldError('openingHours')}
          />
          <TextField
            {...register('complaintsPhone')}
            label={t('dialog.complaintsPhone')}
            hint={t('dialog.complaintsPhoneHint')}
            // A number reads left to right in both languages.
            dir="ltr"
            inputMode="tel"
            maxLength={REPLY_VOICE_LIMITS.complaintsPhone}
            error={fieldError('complaintsPhone')}
          />
          <TextArea
            {...register('otherFacts')}
            label={t('dialog.otherFacts')}
            dir={dir}
            lang={language}
            rows={3}
            maxLength={REPLY_VOICE_LIMITS.otherFacts}
            counterLabel={counter}
            error={fieldError('otherFacts')}
          />
        </StyledFieldset>
        <Switch
          ref={compensation.ref}
          name={compensation.name}
          label={t('dialog.mayPromiseCompensation')}
          hint={t('dialog.mayPromiseCompensationHint')}
          checked={compensation.value}
          onCheckedChange={compensation.onChange}
        />
        <Inline>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('dialog.saving') : t('dialog.save')}
          </Button>
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {common('cancel')}
          </Button>
        </Inline>
      </FormStack>
    </Dialog>
  );
}

const StyledFieldset = styled(Stack)`
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
