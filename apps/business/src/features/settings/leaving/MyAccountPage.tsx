import { useLogout } from '@sumaa/app-kit';
import { AlertBanner, Button, PageHeader, SkeletonRows, Stack, Text } from '@sumaa/ui';
import { Suspense, useState } from 'react';
import { MyWhatsAppAlerts } from '../components/MyWhatsAppAlerts';
import { SettingsSection } from '../components/SettingsSection';
import { useAccountDeletionStatusQuery, useDeleteOwnAccount } from './api/accountDeletion';
import { ConfirmLeavingDialog } from './ConfirmLeavingDialog';
import { useLeavingTexts } from './useLeavingTexts';

/**
 * Every member's own account page: their WhatsApp alerts of negative reviews (issue 23; also on the settings
 * page's notifications tab, which needs Settings), and deleting the account (PDPL), confirmed; an owner is told to
 * leave first.
 */
export function MyAccountPage() {
  return (
    <Suspense fallback={null}>
      <MyAccountContent />
    </Suspense>
  );
}

function MyAccountContent() {
  const { t } = useLeavingTexts();
  return (
    <Stack gap={6}>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      {/* Its texts are the settings page's: loaded on their own, without holding back the rest. */}
      <Suspense fallback={null}>
        <MyWhatsAppAlerts />
      </Suspense>
      <SettingsSection title={t('account.deleteTitle')} description={t('account.deleteDescription')}>
        <DeleteAccountPart />
      </SettingsSection>
    </Stack>
  );
}

function DeleteAccountPart() {
  const { t } = useLeavingTexts();
  const status = useAccountDeletionStatusQuery();
  const remove = useDeleteOwnAccount();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);

  if (status.isError) {
    return (
      <AlertBanner
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
            {t('account.retry')}
          </Button>
        }
      >
        {t('account.loadFailed')}
      </AlertBanner>
    );
  }
  if (!status.data)
    return <SkeletonRows rows={1} label={t('account.deleteTitle')} rowHeight="40px" gap="8px" />;
  if (status.data.ownsBusiness) return <Text tone="secondary">{t('account.ownerFirst')}</Text>;
  return (
    <>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('account.deleteButton')}
        </Button>
      </div>
      <ConfirmLeavingDialog
        open={confirming}
        title={t('confirm.accountTitle')}
        message={t('confirm.accountMessage')}
        confirmLabel={t('confirm.confirmAccount')}
        confirmWith={status.data.confirmWith}
        onClose={() => setConfirming(false)}
        onConfirm={async (confirmation) => {
          await remove.mutateAsync(confirmation);
          // The account and its sessions are gone: leave the signed-in area.
          await logout();
        }}
      />
    </>
  );
}
