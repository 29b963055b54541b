import type { ContactRule, ContactRuleBody } from '@sumaa/contracts';
import { Button, Dialog, SkeletonRows, Stack, Text, useToast } from '@sumaa/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog, failureText, LoadFailure, useFormat } from '@sumaa/app-kit';
import { useContactAssigneesQuery } from '../api/contactAssignees';
import {
  useContactRulesQuery,
  useDeleteContactRuleMutation,
  useSaveContactRuleMutation,
} from '../api/contactRules';
import { useContactsTexts } from '../hooks/useContactsTexts';
import { ContactRuleForm } from './ContactRuleForm';

type View =
  { kind: 'list' } | { kind: 'form'; rule: ContactRule | null } | { kind: 'delete'; rule: ContactRule };

/**
 * Spec §2's auto-assign rules modal, on the server's rules: the list in the order they are tried, add, edit and
 * delete (after confirmation). One dialog at a time: the delete confirmation takes the rules dialog's place.
 */
export function ContactRulesDialog({ onClose }: { onClose(): void }) {
  const { t } = useContactsTexts();
  const format = useFormat();
  const toast = useToast();
  const rules = useContactRulesQuery();
  const assignees = useContactAssigneesQuery();
  const save = useSaveContactRuleMutation();
  const remove = useDeleteContactRuleMutation();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [failure, setFailure] = useState<string | null>(null);

  const showList = () => {
    setFailure(null);
    setView({ kind: 'list' });
  };

  if (view.kind === 'delete') {
    return (
      <ConfirmDialog
        title={t('rules.deleteTitle', { name: view.rule.name })}
        message={t('rules.deleteMessage')}
        confirmLabel={t('rules.delete')}
        failedText={t('rules.deleteFailed')}
        onConfirm={async () => {
          await remove.mutateAsync(view.rule.id);
          toast.show({ message: t('rules.deleted') });
        }}
        onClose={showList}
      />
    );
  }

  const submit = (rule: ContactRule | null) => (body: ContactRuleBody) => {
    setFailure(null);
    save.mutate(
      { id: rule?.id ?? null, body },
      {
        onSuccess: () => {
          toast.show({ message: rule ? t('rules.updated') : t('rules.created') });
          showList();
        },
        onError: (error) => setFailure(failureText(error, t('rules.failed'))),
      },
    );
  };

  const describe = (rule: ContactRule) =>
    [
      rule.match.keyword && t('rules.whenKeyword', { keyword: rule.match.keyword }),
      rule.match.language && t('rules.whenLanguage', { language: t(`languages.${rule.match.language}`) }),
      rule.match.emailDomain && t('rules.whenDomain', { domain: rule.match.emailDomain }),
    ]
      .filter(Boolean)
      .join(' · ');

  let body;
  if (view.kind === 'form') {
    body = assignees.isError ? (
      <LoadFailure
        title={t('assignees.loadError')}
        error={assignees.error}
        onRetry={() => void assignees.refetch()}
      />
    ) : assignees.isPending ? (
      <SkeletonRows rows={3} label={t('rules.title')} />
    ) : (
      <ContactRuleForm
        rule={view.rule}
        assignees={assignees.data}
        pending={save.isPending}
        failure={failure}
        onSubmit={submit(view.rule)}
        onCancel={showList}
      />
    );
  } else if (rules.isPending) {
    body = <SkeletonRows rows={3} label={t('rules.title')} />;
  } else if (rules.isError) {
    body = (
      <LoadFailure title={t('rules.loadError')} error={rules.error} onRetry={() => void rules.refetch()} />
    );
  } else {
    body = (
      <Stack gap={4}>
        {rules.data.length === 0 ? (
          <Text tone="secondary">{t('rules.empty')}</Text>
        ) : (
          <StyledRules aria-label={t('rules.title')}>
            {rules.data.map((rule, index) => (
              <StyledRule key={rule.id}>
                <StyledOrder aria-label={t('rules.order', { position: index + 1 })}>
                  {format.count(index + 1)}
                </StyledOrder>
                <StyledRuleText>
                  <Text weight="semibold">{rule.name}</Text>
                  <Text size="sm" tone="secondary" dir="auto">
                    {describe(rule)}
                  </Text>
                  <Text size="sm">{t('rules.assignsTo', { name: rule.assignToName ?? '—' })}</Text>
                </StyledRuleText>
                <StyledRuleActions>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('rules.editRule', { name: rule.name })}
                    onClick={() => setView({ kind: 'form', rule })}
                  >
                    {t('rules.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('rules.deleteRule', { name: rule.name })}
                    onClick={() => setView({ kind: 'delete', rule })}
                  >
                    {t('rules.delete')}
                  </Button>
                </StyledRuleActions>
              </StyledRule>
            ))}
          </StyledRules>
        )}
      </Stack>
    );
  }

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      preventClose={save.isPending}
      closeLabel={t('rules.close')}
      title={
        view.kind === 'form' && view.rule ? t('rules.editRule', { name: view.rule.name }) : t('rules.title')
      }
      description={t('rules.description')}
      footer={
        view.kind === 'list' ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('rules.close')}
            </Button>
            <Button onClick={() => setView({ kind: 'form', rule: null })} disabled={!rules.isSuccess}>
              {t('rules.add')}
            </Button>
          </>
        ) : undefined
      }
    >
      {body}
    </Dialog>
  );
}

const StyledRules = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledRule = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledOrder = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRuleText = styled.div`
  flex: 1 1 14rem;
  min-inline-size: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledRuleActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
