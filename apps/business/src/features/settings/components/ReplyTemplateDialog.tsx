import { zodResolver } from '@hookform/resolvers/zod';
import { FormErrorBanner, FormStack, useServerErrors } from '@sumaa/app-kit';
import {
  REVIEW_SENTIMENTS,
  type ReplyTemplate,
  type ReplyTemplateWriteRequest,
  replyTemplateWriteSchema,
  type ReviewSentiment,
  TEMPLATE_LANGUAGES,
  TEMPLATE_MAX_LENGTH,
  TEMPLATE_PLACEHOLDERS,
  type TemplateLanguage,
} from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { Button, Dialog, Inline, Select, Text, TextArea, useToast } from '@sumaa/ui';
import { type FormEvent, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCreateReplyTemplateMutation } from '../api/createReplyTemplate';
import { useUpdateReplyTemplateMutation } from '../api/updateReplyTemplate';
import { useSettingsTexts } from '../hooks/useSettingsTexts';

type TemplateField = keyof ReplyTemplateWriteRequest;

export interface ReplyTemplateDialogProps {
  open: boolean;
  /** The template to change; a new one is added when left out. */
  template?: ReplyTemplate;
  /** A new template's starting choices (the section it was added from, the reader's language). */
  initial?: { sentiment: ReviewSentiment; language: TemplateLanguage };
  onClose(): void;
}

/** The placeholders' explanations, in the order the contract lists them. */
const PLACEHOLDER_TEXT_KEYS: Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string> = {
  '{reviewerName}': 'templates.dialog.reviewerName',
  '{businessName}': 'templates.dialog.businessName',
};

/** Add or change one smart-reply template; it is saved by this dialog's own button, not the page's. */
export function ReplyTemplateDialog({ open, ...rest }: ReplyTemplateDialogProps) {
  return open ? <OpenReplyTemplateDialog {...rest} /> : null;
}

function OpenReplyTemplateDialog({ template, initial, onClose }: Omit<ReplyTemplateDialogProps, 'open'>) {
  const { t } = useSettingsTexts();
  const { t: common } = useTranslation('common');
  const message = useValidationMessage();
  const toast = useToast();
  const create = useCreateReplyTemplateMutation();
  const update = useUpdateReplyTemplateMutation();
  const contentRef = useRef<HTMLTextAreaElement | null>(null);
  const placeholdersTitleId = useId();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ReplyTemplateWriteRequest, unknown, ReplyTemplateWriteRequest>({
    resolver: zodResolver(replyTemplateWriteSchema),
    defaultValues: {
      sentiment: template?.sentiment ?? initial?.sentiment ?? 'Positive',
      language: template?.language ?? initial?.language ?? 'ar',
      content: template?.content ?? '',
    },
  });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);
  const language = useWatch({ control, name: 'language' });
  const { ref: registerContent, ...contentField } = register('content');

  /** Puts the placeholder where the cursor is (or over the selection), then goes back to typing after it. */
  const insert = (placeholder: string) => {
    const area = contentRef.current;
    const text = getValues('content') ?? '';
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    setValue('content', text.slice(0, start) + placeholder + text.slice(end), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
    const cursor = start + placeholder.length;
    area?.focus();
    area?.setSelectionRange(cursor, cursor);
  };

  const save = handleSubmit(async (values) => {
    clearFailure();
    try {
      if (template) {
        await update.mutateAsync({ id: template.id, template: values });
        toast.show({ message: t('templates.updated') });
      } else {
        await create.mutateAsync(values);
        toast.show({ message: t('templates.added') });
      }
      onClose();
    } catch (error) {
      showServerError(error, {
        fieldFor: (field) =>
          (['sentiment', 'language', 'content'] as const).find((name) => name === field.toLowerCase()),
        fallback: t('templates.dialog.failed'),
      });
    }
  });

  // The dialog is portalled out of the settings form in the page, but React still bubbles its submit up the
  // component tree: stopped here, so saving a template never submits the settings form around the tab.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void save(event);
  };

  const fieldError = (field: TemplateField) => message(errors[field]?.message);

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={template ? t('templates.dialog.editTitle') : t('templates.dialog.addTitle')}
      description={t('templates.dialog.description')}
      closeLabel={common('close')}
      preventClose={isSubmitting}
    >
      <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
        <FormErrorBanner message={failure} />
        <StyledChoices>
          <Select
            {...register('sentiment')}
            label={t('templates.dialog.sentiment')}
            options={REVIEW_SENTIMENTS.map((value) => ({
              value,
              label: t(`templates.sentimentOptions.${value}`),
            }))}
            error={fieldError('sentiment')}
          />
          <Select
            {...register('language')}
            label={t('templates.dialog.language')}
            hint={t('templates.dialog.languageHint')}
            options={TEMPLATE_LANGUAGES.map((value) => ({
              value,
              label: t(`templates.languageOptions.${value}`),
            }))}
            error={fieldError('language')}
          />
        </StyledChoices>
        <TextArea
          {...contentField}
          ref={(element) => {
            contentRef.current = element;
            registerContent(element);
          }}
          label={t('templates.dialog.content')}
          // Written in the template's language, whatever the page's direction.
          dir={language === 'en' ? 'ltr' : 'rtl'}
          lang={language}
          rows={6}
          required
          maxLength={TEMPLATE_MAX_LENGTH}
          counterLabel={(count, max) => t('templates.dialog.counter', { count, max })}
          error={fieldError('content')}
        />
        <StyledPlaceholders aria-labelledby={placeholdersTitleId}>
          <Text id={placeholdersTitleId} weight="semibold" size="sm">
            {t('templates.dialog.placeholdersTitle')}
          </Text>
          <Text size="sm" tone="secondary">
            {t('templates.dialog.placeholdersHint')}
          </Text>
          <StyledPlaceholderList>
            {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
              <li key={placeholder}>
                <code dir="ltr">{placeholder}</code>
                <Text as="span" size="sm">
                  {t(PLACEHOLDER_TEXT_KEYS[placeholder])}
                </Text>
                <Button variant="secondary" size="sm" onClick={() => insert(placeholder)}>
                  {t('templates.dialog.insert', { placeholder })}
                </Button>
              </li>
            ))}
          </StyledPlaceholderList>
        </StyledPlaceholders>
        <Inline>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('templates.dialog.saving') : t('templates.dialog.save')}
          </Button>
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {common('cancel')}
          </Button>
        </Inline>
      </FormStack>
    </Dialog>
  );
}

const StyledChoices = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledPlaceholders = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledPlaceholderList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  margin-block-start: ${({ theme }) => theme.space[1]};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  code {
    padding-inline: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
