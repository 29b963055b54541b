import type { AdminPlan } from '@sumaa/contracts';
import {
  Button,
  EmptyState,
  LayersIcon,
  PageHeader,
  SkeletonRows,
  Stack,
  Tabs,
  Text,
  useToast,
  Inline,
} from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAdminPlansQuery } from '../../../shared/plans-api/adminPlans';
import { useDeletedPlansQuery } from '../api/deletedPlans';
import { useDeletePlanPermanentlyMutation } from '../api/deletePlanPermanently';
import { useDisablePlanMutation } from '../api/disablePlan';
import { useRestorePlanMutation } from '../api/restorePlan';
import { ConfirmDialog, LoadFailure, useFormat } from '@sumaa/app-kit';
import { usePlansTexts } from '../hooks/usePlansTexts';
import { planFailureText } from '../lib/planFailure';
import { type PlanAction, PlanCard } from './PlanCard';
import { PlanFormDialog } from './PlanFormDialog';
import { PlanViewDialog } from './PlanViewDialog';

type Tab = 'active' | 'deleted';

/**
 * The plans screen (spec §2 "plans"): active and disabled tabs with their counts, the total of the active
 * prices, plan cards with their actions, the create/edit, view and confirmation dialogs, and spec §8's plan
 * messages as toasts.
 */
export function PlansScreen() {
  const { t } = usePlansTexts();
  const { t: admin } = useTranslation('admin');
  const toast = useToast();
  const format = useFormat();
  const active = useAdminPlansQuery();
  const deleted = useDeletedPlansQuery();
  const disable = useDisablePlanMutation();
  const restore = useRestorePlanMutation();
  const deletePermanently = useDeletePlanPermanentlyMutation();
  const [tab, setTab] = useState<Tab>('active');
  const [creating, setCreating] = useState(false);
  // The plan's id, not a copy: a dialog shows the plan as the latest list has it.
  const [open, setOpen] = useState<{ action: PlanAction; planId: string } | null>(null);
  const plan = open
    ? [...(active.data ?? []), ...(deleted.data ?? [])].find((candidate) => candidate.id === open.planId)
    : undefined;
  const close = () => setOpen(null);

  /** Runs a confirmed action: its message on success, the server's reason (or the failed message) on failure. */
  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      toast.show({ message: done });
    } catch (error) {
      toast.show({ tone: 'error', message: planFailureText(error, failed, t('messages.networkError')) });
    }
  };

  const totalActive = (active.data ?? []).reduce((sum, item) => sum + item.price, 0);
  const count = (list: AdminPlan[] | undefined) => list?.length ?? 0;

  const panel = (query: typeof active, which: Tab) => {
    if (query.isPending) return <SkeletonRows rows={3} rowHeight="18rem" label={t('list.loading')} />;
    if (query.isError)
      return (
        <LoadFailure title={t('list.loadError')} error={query.error} onRetry={() => void query.refetch()} />
      );
    if (query.data.length === 0)
      return which === 'active' ? (
        <EmptyState
          icon={<LayersIcon size="1.75rem" />}
          title={t('list.emptyActive')}
          message={t('list.emptyActiveMessage')}
        >
          <Button onClick={() => setCreating(true)}>{t('newPlan')}</Button>
        </EmptyState>
      ) : (
        <EmptyState
          icon={<LayersIcon size="1.75rem" />}
          title={t('list.emptyDeleted')}
          message={t('list.emptyDeletedMessage')}
        />
      );
    return (
      <StyledGrid>
        {query.data.map((item) => (
          <PlanCard
            key={item.id}
            plan={item}
            onAction={(action, chosen) => setOpen({ action, planId: chosen.id })}
          />
        ))}
      </StyledGrid>
    );
  };

  return (
    <Stack gap={6}>
      <Inline justify="space-between" align="start" gap={4}>
        <PageHeader title={admin('sections.plans.title')} description={t('description')} />
        <Button onClick={() => setCreating(true)}>{t('newPlan')}</Button>
      </Inline>

      {active.isSuccess && (
        <Text tone="secondary">{t('totals.activePrices', { amount: format.money(totalActive) })}</Text>
      )}

      <Tabs<Tab>
        label={t('tabs.label')}
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'active',
            label: t('tabs.active', { count: count(active.data) }),
            panel: panel(active, 'active'),
          },
          {
            value: 'deleted',
            label: t('tabs.deleted', { count: count(deleted.data) }),
            panel: panel(deleted, 'deleted'),
          },
        ]}
      />

      {creating && (
        <PlanFormDialog
          onClose={() => setCreating(false)}
          onSaved={() => toast.show({ message: t('messages.created') })}
        />
      )}
      {plan && open?.action === 'edit' && (
        <PlanFormDialog
          plan={plan}
          onClose={close}
          onSaved={() => toast.show({ message: t('messages.updated') })}
        />
      )}
      {plan && open?.action === 'view' && <PlanViewDialog plan={plan} onClose={close} />}
      <ConfirmDialog
        open={Boolean(plan) && open?.action === 'disable'}
        title={t('disable.title', { name: plan?.name ?? '' })}
        message={t('disable.message')}
        confirmLabel={t('disable.confirm')}
        failedText={t('messages.disableFailed')}
        onConfirm={() =>
          act(() => disable.mutateAsync(plan?.id ?? ''), t('messages.disabled'), t('messages.disableFailed'))
        }
        onClose={close}
      />
      <ConfirmDialog
        open={Boolean(plan) && open?.action === 'restore'}
        tone="primary"
        title={t('restore.title', { name: plan?.name ?? '' })}
        message={t('restore.message')}
        confirmLabel={t('restore.confirm')}
        failedText={t('messages.restoreFailed')}
        onConfirm={() =>
          act(() => restore.mutateAsync(plan?.id ?? ''), t('messages.restored'), t('messages.restoreFailed'))
        }
        onClose={close}
      />
      <ConfirmDialog
        open={Boolean(plan) && open?.action === 'deletePermanently'}
        title={t('deletePermanently.title', { name: plan?.name ?? '' })}
        message={t('deletePermanently.message')}
        confirmLabel={t('deletePermanently.confirm')}
        failedText={t('messages.deleteFailed')}
        onConfirm={() =>
          act(
            () => deletePermanently.mutateAsync(plan?.id ?? ''),
            t('messages.deletedPermanently'),
            t('messages.deleteFailed'),
          )
        }
        onClose={close}
      />
    </Stack>
  );
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: stretch;
`;
