import type { BusinessSubscription } from '@sumaa/contracts';
import { AlertBanner, Button, PageHeader, SkeletonRows, Stack, useToast } from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, LoadFailure, failureText, useFormat } from '@sumaa/app-kit';
import { useBusinessSubscriptionQuery } from '../../../shared/subscription';
import { useCancelSubscriptionMutation, useResumeSubscriptionMutation } from '../api/cancelSubscription';
import { usePayOpenInvoiceMutation } from '../api/payOpenInvoice';
import { type PaymentResult, usePaymentResult } from '../hooks/usePaymentResult';
import { useSubscriptionTexts } from '../hooks/useSubscriptionTexts';
import { goToPaymentPage } from '../lib/paymentPage';
import { BillingHistory } from './BillingHistory';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PlanChooser } from './PlanChooser';
import { UsageBars } from './UsageBars';

/** While a payment is being confirmed, the subscription is read again this often until its invoice is paid. */
const CONFIRMING_EVERY_MS = 3_000;

const RESULT_TONE: Record<PaymentResult, 'success' | 'error' | 'info'> = {
  paid: 'success',
  failed: 'error',
  pending: 'info',
};

/** Statuses that can still be cancelled (at the period's end). */
const CANCELLABLE: readonly BusinessSubscription['status'][] = ['trial', 'active', 'past_due'];

/**
 * The business's subscription (spec §2 "subscription", issue 12): the current plan, usage, the plans on offer,
 * cancel and undo, paying what is due, and the billing history. Everything shown comes from the server.
 */
export function SubscriptionScreen() {
  const { t } = useSubscriptionTexts();
  const { t: business } = useTranslation('business');
  const format = useFormat();
  const toast = useToast();
  const payment = usePaymentResult();
  const subscription = useBusinessSubscriptionQuery({
    refetchInterval: (query) =>
      payment.result === 'pending' && query.state.data?.openInvoice ? CONFIRMING_EVERY_MS : false,
  });
  const cancel = useCancelSubscriptionMutation();
  const resume = useResumeSubscriptionMutation();
  const pay = usePayOpenInvoiceMutation();
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const payOpenInvoice = () =>
    pay.mutate(undefined, {
      onSuccess: (checkout) => goToPaymentPage(checkout.paymentUrl),
      onError: (error) => toast.show({ message: failureText(error, t('alerts.payFailed')), tone: 'error' }),
    });

  const undoCancel = () =>
    resume.mutate(undefined, {
      onSuccess: () => toast.show({ message: t('current.resumed'), tone: 'success' }),
      onError: (error) => toast.show({ message: failureText(error, t('resumeFailed')), tone: 'error' }),
    });

  const data = subscription.data;
  const endsAt = data
    ? data.status === 'trial'
      ? (data.trialEndsAt ?? data.currentPeriodEnd)
      : data.currentPeriodEnd
    : '';

  return (
    <Stack gap={6}>
      <PageHeader title={business('pages.subscription.title')} description={t('description')} />

      {payment.result && (
        <AlertBanner
          tone={RESULT_TONE[payment.result]}
          dismissLabel={t('payment.dismiss')}
          onDismiss={payment.dismiss}
        >
          {t(`payment.${payment.result}`)}
        </AlertBanner>
      )}

      {subscription.isPending ? (
        <SkeletonRows rows={3} rowHeight="160px" gap="24px" label={t('loading')} />
      ) : subscription.isError ? (
        <LoadFailure
          title={t('loadError')}
          error={subscription.error}
          onRetry={() => void subscription.refetch()}
        />
      ) : (
        <>
          <StatusAlert subscription={subscription.data} paying={pay.isPending} onPay={payOpenInvoice} />
          {subscription.data.pendingChange && (
            <AlertBanner tone="info">
              {t('pending', {
                plan: subscription.data.pendingChange.planName,
                interval: t(`intervals.${subscription.data.pendingChange.interval}`),
                date: format.date(subscription.data.pendingChange.effectiveAt),
              })}
            </AlertBanner>
          )}
          <CurrentPlanCard
            subscription={subscription.data}
            onCancel={
              CANCELLABLE.includes(subscription.data.status) && !subscription.data.cancelAtPeriodEnd
                ? () => setConfirmingCancel(true)
                : undefined
            }
            onResume={
              subscription.data.cancelAtPeriodEnd && CANCELLABLE.includes(subscription.data.status)
                ? undoCancel
                : undefined
            }
            resuming={resume.isPending}
          />
          <UsageBars usage={subscription.data.usage} />
          <PlanChooser subscription={subscription.data} />
          <BillingHistory onPay={payOpenInvoice} paying={pay.isPending} />
        </>
      )}

      <ConfirmDialog
        open={confirmingCancel}
        title={t('cancelDialog.title')}
        message={t('cancelDialog.message', { date: format.date(endsAt) })}
        confirmLabel={t('cancelDialog.confirm')}
        failedText={t('cancelDialog.failed')}
        onConfirm={async () => {
          const cancelled = await cancel.mutateAsync();
          toast.show({
            message: t('current.cancelling', { date: format.date(cancelled.currentPeriodEnd) }),
            tone: 'success',
          });
        }}
        onClose={() => setConfirmingCancel(false)}
      />
    </Stack>
  );
}

interface StatusAlertProps {
  subscription: BusinessSubscription;
  paying: boolean;
  onPay(): void;
}

/** Past due: pay the open invoice. Ended: read-only until a plan is paid for (below, or the open invoice). */
function StatusAlert({ subscription, paying, onPay }: StatusAlertProps) {
  const { t } = useSubscriptionTexts();
  const format = useFormat();
  const payButton = subscription.openInvoice ? (
    <Button size="sm" loading={paying} onClick={onPay}>
      {t('actions.payNow')}
    </Button>
  ) : undefined;

  if (subscription.status === 'past_due') {
    return (
      <AlertBanner tone="warning" title={t('alerts.pastDue.title')} action={payButton}>
        {t('alerts.pastDue.message')}
      </AlertBanner>
    );
  }
  if (subscription.status === 'expired' || subscription.status === 'cancelled' || !subscription.canReply) {
    return (
      <AlertBanner tone="error" title={t('alerts.expired.title')} action={payButton}>
        {subscription.openInvoice
          ? t('actions.payOpenInvoice', { amount: format.money(subscription.openInvoice.total) })
          : t('alerts.expired.chooseBelow')}
      </AlertBanner>
    );
  }
  return null;
}
