import { CONTACT_STATUSES, type ContactInboxMessage, type ContactStatus } from '@sumaa/contracts';
import { Select, useToast } from '@sumaa/ui';
import { failureText } from '@sumaa/app-kit';
import { useSetContactStatusMutation } from '../api/setContactStatus';
import { useContactsTexts } from '../hooks/useContactsTexts';

/** The row's status dropdown (spec §4: any status from any other); the change shows at once and is kept. */
export function ContactStatusSelect({ message }: { message: ContactInboxMessage }) {
  const { t } = useContactsTexts();
  const toast = useToast();
  const setStatus = useSetContactStatusMutation();
  return (
    <Select
      label={t('status.label', { name: message.name })}
      labelVisuallyHidden
      value={message.status}
      options={CONTACT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      onChange={(event) => {
        const status = event.target.value as ContactStatus;
        setStatus.mutate(
          { id: message.id, status },
          {
            onSuccess: () =>
              toast.show({
                message: t('status.done', { name: message.name, status: t(`statuses.${status}`) }),
              }),
            onError: (error) =>
              toast.show({ tone: 'error', message: failureText(error, t('status.failed')) }),
          },
        );
      }}
    />
  );
}
