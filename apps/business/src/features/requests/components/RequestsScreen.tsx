import { PageHeader, Stack, type TabItem, Tabs } from '@sumaa/ui';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import { useRequestsView } from '../hooks/useRequestsView';
import type { RequestsTab } from '../lib/requestsView';
import { ContactsTab } from './ContactsTab';
import { HistoryTab } from './HistoryTab';
import { LinksTab } from './LinksTab';
import { SendTab } from './SendTab';
import { SettingsTab } from './SettingsTab';

/**
 * /customer/requests: the contacts, sending (with its preview), the history, the links and QR codes per branch,
 * and the settings, one tab each; the tab is in the address. Everything shown comes from the server.
 */
export function RequestsScreen() {
  const { t } = useRequestsTexts();
  const { view, change } = useRequestsView();
  const items: TabItem<RequestsTab>[] = [
    {
      value: 'contacts',
      label: t('tabs.contacts'),
      panel: <ContactsTab view={view.contacts} onChange={change} />,
    },
    { value: 'send', label: t('tabs.send'), panel: <SendTab /> },
    {
      value: 'history',
      label: t('tabs.history'),
      panel: <HistoryTab view={view.history} onChange={change} />,
    },
    { value: 'links', label: t('tabs.links'), panel: <LinksTab /> },
    { value: 'settings', label: t('tabs.settings'), panel: <SettingsTab /> },
  ];
  return (
    <Stack gap={6}>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        label={t('tabs.label')}
        items={items}
        value={view.tab}
        activation="manual"
        onChange={(tab) => change({ tab: tab === 'contacts' ? null : tab })}
      />
    </Stack>
  );
}
