import { OVERVIEW_ALERTS_LIMIT } from '@sumaa/contracts';
import { formatNumber, formatRelativeTime, useLanguage } from '@sumaa/i18n';
import { Button, NotificationsBell, type NotificationsBellItem, Spinner, Text } from '@sumaa/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type AlertsBellTranslate, alertText, failingCheckText } from '../alertTexts';
import { useAdminAlertsQuery } from '../api/adminAlerts';
import { useFailingSystemChecks } from '../api/failingSystemChecks';

export interface AdminAlertsBellProps {
  /** The console's path of a section (`overview`, `subscriptions`, `system`…), where an alert is dealt with. */
  sectionPath(section: string): string;
}

interface BellEntry extends NotificationsBellItem {
  /** Where choosing it goes. */
  to: string;
}

/**
 * The console header's bell: the system checks that fail right now, then the overview's alerts (failed
 * payments, past-due subscriptions, failed syncs, lost Google connections, contact messages past their reply
 * time), newest first, with their count on the bell. Choosing one opens the section where it is dealt with,
 * filtered to it; the panel's button opens the overview.
 */
export function AdminAlertsBell({ sectionPath }: AdminAlertsBellProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const alertsQuery = useAdminAlertsQuery();
  const failing = useFailingSystemChecks();
  const alerts = alertsQuery.data?.items;

  const entries = useMemo<BellEntry[]>(() => {
    const now = new Date();
    const translate = t as AlertsBellTranslate;
    const checkedAt = failing?.checkedAt ?? now.toISOString();
    const checks = (failing?.checks ?? []).map((check) => ({
      id: `check:${check.id}`,
      text: failingCheckText(check, translate),
      time: formatRelativeTime(checkedAt, language, now),
      dateTime: checkedAt,
      unread: false,
      to: sectionPath('system'),
    }));
    const platform = (alerts ?? []).map((alert) => ({
      id: alert.id,
      text: alertText(alert, translate),
      time: formatRelativeTime(alert.at, language, now),
      dateTime: alert.at,
      unread: false,
      to: `${sectionPath(alert.link.section)}?${new URLSearchParams({ search: alert.link.search })}`,
    }));
    return [...checks, ...platform];
  }, [alerts, failing, language, sectionPath, t]);

  const title = t('alertsBell.title');
  // The server sends at most OVERVIEW_ALERTS_LIMIT alerts: a full list may stand for more.
  const more = (alerts?.length ?? 0) >= OVERVIEW_ALERTS_LIMIT;
  const count = entries.length > 0 ? `${formatNumber(entries.length, language)}${more ? '+' : ''}` : '';

  return (
    <NotificationsBell
      label={count ? t('alertsBell.labelWithCount', { count }) : title}
      title={title}
      emptyMessage={t('alertsBell.empty')}
      emptyHint={t('alertsBell.emptyHint')}
      badge={count || undefined}
      items={entries}
      onItemSelect={(item) => {
        const entry = entries.find((candidate) => candidate.id === item.id);
        if (entry) void navigate(entry.to);
      }}
      onOpenChange={(open) => {
        // Opening shows what is true now, within the half minute a read is kept.
        if (open && alertsQuery.isStale) void alertsQuery.refetch({ cancelRefetch: false });
      }}
      action={{
        label: t('alertsBell.openOverview'),
        onClick: () => void navigate(sectionPath('overview')),
      }}
      status={
        alerts === undefined ? (
          <ListStatus failed={alertsQuery.isError} onRetry={() => void alertsQuery.refetch()} />
        ) : undefined
      }
    />
  );
}

/** What the panel shows before the alerts are in: a spinner, or the failure with a retry. */
function ListStatus({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  const { t } = useTranslation('admin');
  if (!failed) return <Spinner label={t('alertsBell.loading')} />;
  return (
    <>
      <Text size="sm">{t('alertsBell.loadFailed')}</Text>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('alertsBell.retry')}
      </Button>
    </>
  );
}
