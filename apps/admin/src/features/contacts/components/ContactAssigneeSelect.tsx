import type { ContactAssignee, ContactInboxMessage } from '@sumaa/contracts';
import { Select, useToast } from '@sumaa/ui';
import { failureText } from '@sumaa/app-kit';
import { useAssignContactMutation } from '../api/assignContact';
import { useContactsTexts } from '../hooks/useContactsTexts';

const NOBODY = '';

export interface ContactAssigneeSelectProps {
  message: ContactInboxMessage;
  /** Undefined while the list loads (the select waits). */
  assignees: readonly ContactAssignee[] | undefined;
}

/** The row's assign dropdown: an active super admin, or nobody. */
export function ContactAssigneeSelect({ message, assignees }: ContactAssigneeSelectProps) {
  const { t } = useContactsTexts();
  const toast = useToast();
  const assign = useAssignContactMutation();
  const current = message.assignedToUserId ?? NOBODY;
  const options = [
    { value: NOBODY, label: t('assign.nobody') },
    ...(assignees ?? []).map((assignee) => ({ value: assignee.id, label: assignee.name })),
    // Someone no longer assignable (deactivated) keeps their name on the messages they hold.
    ...(current !== NOBODY && !(assignees ?? []).some((assignee) => assignee.id === current)
      ? [{ value: current, label: message.assignedToName ?? current }]
      : []),
  ];
  return (
    <Select
      label={t('assign.label', { name: message.name })}
      labelVisuallyHidden
      value={current}
      options={options}
      disabled={!assignees}
      onChange={(event) => {
        const assignedToId = event.target.value || null;
        const assigneeName = assignees?.find((assignee) => assignee.id === assignedToId)?.name ?? null;
        assign.mutate(
          { id: message.id, assignedToId, assigneeName },
          {
            onSuccess: () =>
              toast.show({
                message: assigneeName
                  ? t('assign.done', { name: message.name, assignee: assigneeName })
                  : t('assign.unassigned', { name: message.name }),
              }),
            onError: (error) =>
              toast.show({ tone: 'error', message: failureText(error, t('assign.failed')) }),
          },
        );
      }}
    />
  );
}
