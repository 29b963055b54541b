import { FormErrorBanner } from '@sumaa/app-kit';
import {
  CONTACT_RULE_KEYWORD_MAX_LENGTH,
  CONTACT_RULE_NAME_MAX_LENGTH,
  type ContactAssignee,
  type ContactRule,
  type ContactRuleBody,
  type Language,
} from '@sumaa/contracts';
import { Button, Select, Stack, TextField } from '@sumaa/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useContactsTexts } from '../hooks/useContactsTexts';

export interface ContactRuleFormProps {
  /** The rule being edited, or null for a new one. */
  rule: ContactRule | null;
  assignees: readonly ContactAssignee[];
  pending: boolean;
  /** The server's reason when saving failed. */
  failure: string | null;
  onSubmit(body: ContactRuleBody): void;
  onCancel(): void;
}

interface Draft {
  name: string;
  keyword: string;
  language: Language | '';
  emailDomain: string;
  assignToUserId: string;
}

type DraftErrors = Partial<Record<'name' | 'conditions' | 'assignToUserId', string>>;

/** Add or edit a rule: its name, the conditions (at least one) and who it assigns to. */
export function ContactRuleForm({
  rule,
  assignees,
  pending,
  failure,
  onSubmit,
  onCancel,
}: ContactRuleFormProps) {
  const { t } = useContactsTexts();
  const [draft, setDraft] = useState<Draft>({
    name: rule?.name ?? '',
    keyword: rule?.match.keyword ?? '',
    language: rule?.match.language ?? '',
    emailDomain: rule?.match.emailDomain ?? '',
    assignToUserId: rule?.assignToUserId ?? '',
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = (name: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: DraftErrors = {};
    if (!draft.name.trim()) next.name = t('rules.nameRequired');
    if (!draft.keyword.trim() && !draft.language && !draft.emailDomain.trim())
      next.conditions = t('rules.conditionRequired');
    if (!draft.assignToUserId) next.assignToUserId = t('rules.assigneeRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onSubmit({
      name: draft.name.trim(),
      match: {
        keyword: draft.keyword.trim() || null,
        language: draft.language || null,
        emailDomain: draft.emailDomain.trim() || null,
      },
      assignToUserId: draft.assignToUserId,
    });
  };

  const assigneeOptions = [
    ...assignees.map((assignee) => ({ value: assignee.id, label: assignee.name })),
    ...(rule && !assignees.some((assignee) => assignee.id === rule.assignToUserId)
      ? [{ value: rule.assignToUserId, label: rule.assignToName ?? rule.assignToUserId }]
      : []),
  ];

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={rule ? t('rules.editRule', { name: rule.name }) : t('rules.add')}
    >
      <Stack gap={4}>
        <FormErrorBanner message={failure} />
        <TextField
          label={t('rules.name')}
          value={draft.name}
          maxLength={CONTACT_RULE_NAME_MAX_LENGTH}
          onChange={(event) => set('name')(event.target.value)}
          error={errors.name}
          required
        />
        <StyledConditions>
          <legend>{t('rules.conditions')}</legend>
          <TextField
            label={t('rules.keyword')}
            hint={t('rules.keywordHint')}
            value={draft.keyword}
            dir="auto"
            maxLength={CONTACT_RULE_KEYWORD_MAX_LENGTH}
            onChange={(event) => set('keyword')(event.target.value)}
            error={errors.conditions}
          />
          <Select
            label={t('rules.language')}
            value={draft.language}
            options={[
              { value: '', label: t('rules.anyLanguage') },
              { value: 'ar', label: t('languages.ar') },
              { value: 'en', label: t('languages.en') },
            ]}
            onChange={(event) => set('language')(event.target.value)}
          />
          <TextField
            label={t('rules.emailDomain')}
            hint={t('rules.emailDomainHint')}
            value={draft.emailDomain}
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            onChange={(event) => set('emailDomain')(event.target.value)}
          />
        </StyledConditions>
        <Select
          label={t('rules.assignTo')}
          value={draft.assignToUserId}
          placeholder={t('rules.choose')}
          options={assigneeOptions}
          onChange={(event) => set('assignToUserId')(event.target.value)}
          error={errors.assignToUserId}
          required
        />
        <StyledActions>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('rules.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('rules.save')}
          </Button>
        </StyledActions>
      </Stack>
    </form>
  );
}

const StyledConditions = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;

  legend {
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
