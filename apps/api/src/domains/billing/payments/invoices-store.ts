// The payments domain's SQL: invoices (opened, paid with the next sequential number, voided), the subscription as
// billing reads and changes it, the platform's seller and tax settings, the usage a downgrade must fit, the
// provider's events (once each) and the lifecycle's once-only events. Everything runs in the business's tenant
// transaction, except the two cross-tenant look-ups a webhook and the renewal schedule need, which declare
// themselves the jobs worker (migration 019's policies) and only read which business to act for.
import type { BillingInterval, InvoiceStatus, Language } from '@sumaa/contracts';
import type { Database, SqlExecutor } from '../../../db/database';

export type InvoiceKind = 'subscription' | 'upgrade' | 'renewal';

// ─── platform settings ────────────────────────────────────────────────────────────────────────────────────────

export interface BillingSettings {
  taxRatePercent: number;
  invoicePrefix: string;
  seller: { name: string; vatNumber: string; address: string };
}

export const BILLING_SETTING_KEYS = [
  'tax_rate',
  'invoice_prefix',
  'seller_name',
  'seller_vat_number',
  'seller_address',
] as const;

export async function readBillingSettingValues(tx: SqlExecutor): Promise<Record<string, unknown>> {
  const rows = await tx.query<{ key: string; value: unknown }>(
    'SELECT key, value FROM platform_settings WHERE key = ANY($1::text[])',
    [BILLING_SETTING_KEYS],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

// ─── plans and the subscription ─────────────────────────────────────────────────────────────────────────────

export interface BillingPlanRow {
  id: string;
  name: string;
  monthly_price: string;
  translations: unknown;
  deleted_at: Date | null;
  max_users: number | null;
  max_reviews: number | null;
  ai_replies_per_month: number | null;
  max_competitors: number | null;
}

export async function findPlan(tx: SqlExecutor, planId: string): Promise<BillingPlanRow | undefined> {
  const [plan] = await tx.query<BillingPlanRow>(
    `SELECT id, name, monthly_price::text AS monthly_price, translations, deleted_at,
            max_users, max_reviews, ai_replies_per_month, max_competitors
       FROM plans WHERE id = $1`,
    [planId],
  );
  return plan;
}

export interface BillingSubscriptionRow {
  id: string;
  business_id: string;
  plan_id: string;
  status: 'trialing' | 'active' | 'past_due' | 'cancelled' | 'expired';
  billing_interval: BillingInterval;
  amount: string;
  trial_ends_at: Date | null;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  pending_plan_id: string | null;
  pending_interval: BillingInterval | null;
}

const SUBSCRIPTION_COLUMNS = `id, business_id, plan_id, status, billing_interval, amount::text AS amount, trial_ends_at,
  current_period_start, current_period_end, cancel_at_period_end, pending_plan_id, pending_interval`;

/** The business's current subscription (its newest), locked for the rest of the transaction when `forUpdate`. */
export async function findCurrentSubscription(
  tx: SqlExecutor,
  options: { forUpdate?: boolean } = {},
): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await tx.query<BillingSubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
      WHERE business_id = app_current_business_id()
      ORDER BY created_at DESC LIMIT 1 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
  );
  return row;
}

export async function findSubscription(
  tx: SqlExecutor,
  subscriptionId: string,
): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await tx.query<BillingSubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
      WHERE business_id = app_current_business_id() AND id = $1 FOR UPDATE`,
    [subscriptionId],
  );
  return row;
}

/** A downgrade (or an interval switch) waiting for the next period; nulls clear it. */
export async function setPendingChange(
  tx: SqlExecutor,
  subscriptionId: string,
  pending: { planId: string | null; interval: BillingInterval | null },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET pending_plan_id = $2, pending_interval = $3, updated_at = $4
      WHERE business_id = app_current_business_id() AND id = $1`,
    [subscriptionId, pending.planId, pending.interval, now],
  );
}

/** A first payment (after a trial, an expiry or a cancellation): active on the invoice's plan and period. */
export async function activateSubscription(tx: SqlExecutor, invoice: InvoiceRow, now: Date): Promise<void> {
  await tx.query(
    `UPDATE subscriptions
        SET status = 'active', plan_id = $2, billing_interval = $3, amount = $4::numeric,
            current_period_start = $5, current_period_end = $6, past_due_since = NULL, ended_at = NULL,
            cancel_at_period_end = false, pending_plan_id = NULL, pending_interval = NULL, updated_at = $7
      WHERE business_id = app_current_business_id() AND id = $1`,
    [
      invoice.subscription_id,
      invoice.plan_id,
      invoice.billing_interval,
      invoice.plan_period_price,
      invoice.period_start,
      invoice.period_end,
      now,
    ],
  );
}

/** An upgrade: the plan and its price change at once, the period stays; a downgrade waiting is dropped. */
export async function upgradeSubscription(tx: SqlExecutor, invoice: InvoiceRow, now: Date): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET plan_id = $2, amount = $3::numeric, pending_plan_id = NULL, pending_interval = NULL,
                              updated_at = $4
      WHERE business_id = app_current_business_id() AND id = $1`,
    [invoice.subscription_id, invoice.plan_id, invoice.plan_period_price, now],
  );
}

/** A renewal: the next period on the invoice's plan (a pending downgrade applied), active again. */
export async function renewSubscription(tx: SqlExecutor, invoice: InvoiceRow, now: Date): Promise<void> {
  await tx.query(
    `UPDATE subscriptions
        SET status = 'active', plan_id = $2, billing_interval = $3, amount = $4::numeric,
            current_period_start = $5, current_period_end = $6, past_due_since = NULL, ended_at = NULL,
            pending_plan_id = NULL, pending_interval = NULL, updated_at = $7
      WHERE business_id = app_current_business_id() AND id = $1`,
    [
      invoice.subscription_id,
      invoice.plan_id,
      invoice.billing_interval,
      invoice.plan_period_price,
      invoice.period_start,
      invoice.period_end,
      now,
    ],
  );
}

// ─── the business as buyer, and its owner ─────────────────────────────────────────────────────────────

export async function readBuyer(tx: SqlExecutor): Promise<{ name: string; address: string }> {
  const [row] = await tx.query<{ name: string; address: string }>(
    'SELECT name, address FROM businesses WHERE business_id = app_current_business_id()',
  );
  return row ?? { name: '', address: '' };
}

export async function findOwner(tx: SqlExecutor): Promise<{ email: string; name: string } | undefined> {
  const [row] = await tx.query<{ email: string; name: string }>(
    `SELECT u.email, coalesce(u.full_name, '') AS name
       FROM business_members m JOIN users u ON u.id = m.user_id
      WHERE m.business_id = app_current_business_id() AND m.is_owner`,
  );
  return row;
}

// ─── invoices ───────────────────────────────────────────────────────────────────────────────────────────────

export interface InvoiceRow {
  business_id: string;
  id: string;
  subscription_id: string;
  kind: InvoiceKind;
  plan_id: string;
  plan_name: string;
  plan_translations: unknown;
  /**
   * What one period of the subscription costs once this invoice is paid: the invoice's own amount for a full
   * period (subscription, renewal), the plan's price for the period for an upgrade.
   */
  plan_period_price: string;
  billing_interval: BillingInterval;
  period_start: Date;
  period_end: Date;
  amount_excl_vat: string;
  vat_rate: string;
  vat_amount: string;
  total: string;
  currency: string;
  status: InvoiceStatus;
  number: string | null;
  seller: { name: string; vatNumber: string; address: string };
  buyer: { name: string; address?: string };
  provider: string;
  provider_invoice_id: string | null;
  payment_url: string | null;
  provider_payment_id: string | null;
  last_payment_error: string | null;
  due_at: Date;
  paid_at: Date | null;
  created_at: Date;
}

const INVOICE_SELECT = `SELECT i.business_id, i.id, i.subscription_id, i.kind, i.plan_id, p.name AS plan_name,
    p.translations AS plan_translations,
    -- A full period's invoice was opened at the price it charges (a later price change waits for the next
    -- renewal); an upgrade's is a prorated part, so its plan's price for the period is the plan's own.
    (CASE WHEN i.kind <> 'upgrade' THEN i.amount_excl_vat
          WHEN i.billing_interval = 'yearly' THEN p.monthly_price * 12
          ELSE p.monthly_price END)::text AS plan_period_price,
    i.billing_interval, i.period_start, i.period_end, i.amount_excl_vat::text AS amount_excl_vat,
    i.vat_rate::text AS vat_rate, i.vat_amount::text AS vat_amount, i.total::text AS total, i.currency, i.status,
    i.number, i.seller, i.buyer, i.provider, i.provider_invoice_id, i.payment_url, i.provider_payment_id,
    i.last_payment_error, i.due_at, i.paid_at, i.created_at
  FROM invoices i JOIN plans p ON p.id = i.plan_id`;

export async function findInvoice(
  tx: SqlExecutor,
  invoiceId: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvoiceRow | undefined> {
  const [row] = await tx.query<InvoiceRow>(
    `${INVOICE_SELECT} WHERE i.business_id = app_current_business_id() AND i.id = $1
     ${options.forUpdate ? 'FOR UPDATE OF i' : ''}`,
    [invoiceId],
  );
  return row;
}

export async function findOpenInvoice(
  tx: SqlExecutor,
  subscriptionId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx.query<InvoiceRow>(
    `${INVOICE_SELECT} WHERE i.business_id = app_current_business_id() AND i.subscription_id = $1
        AND i.status = 'open' FOR UPDATE OF i`,
    [subscriptionId],
  );
  return row;
}

export async function listInvoices(tx: SqlExecutor): Promise<InvoiceRow[]> {
  return tx.query<InvoiceRow>(
    `${INVOICE_SELECT} WHERE i.business_id = app_current_business_id()
      ORDER BY i.created_at DESC, i.id DESC LIMIT 500`,
  );
}

export interface NewInvoice {
  id: string;
  businessId: string;
  subscriptionId: string;
  kind: InvoiceKind;
  planId: string;
  interval: BillingInterval;
  periodStart: Date;
  periodEnd: Date;
  amountExclVat: string;
  vatRate: string;
  vatAmount: string;
  total: string;
  seller: BillingSettings['seller'];
  buyer: { name: string; address: string };
  provider: string;
  providerInvoiceId: string;
  paymentUrl: string;
  dueAt: Date;
  now: Date;
}

export async function insertOpenInvoice(tx: SqlExecutor, invoice: NewInvoice): Promise<void> {
  await tx.query(
    `INSERT INTO invoices (business_id, id, subscription_id, kind, plan_id, billing_interval, period_start, period_end,
                           amount_excl_vat, vat_rate, vat_amount, total, currency, status, seller, buyer, provider,
                           provider_invoice_id, payment_url, due_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::numeric, $11::numeric, $12::numeric, 'SAR', 'open',
             $13::jsonb, $14::jsonb, $15, $16, $17, $18, $19, $19)`,
    [
      invoice.businessId,
      invoice.id,
      invoice.subscriptionId,
      invoice.kind,
      invoice.planId,
      invoice.interval,
      invoice.periodStart,
      invoice.periodEnd,
      invoice.amountExclVat,
      invoice.vatRate,
      invoice.vatAmount,
      invoice.total,
      JSON.stringify(invoice.seller),
      JSON.stringify(invoice.buyer),
      invoice.provider,
      invoice.providerInvoiceId,
      invoice.paymentUrl,
      invoice.dueAt,
      invoice.now,
    ],
  );
}

/** Voids the subscription's open invoice (a new checkout replaces it); returns whether one was open. */
export async function voidOpenInvoice(tx: SqlExecutor, subscriptionId: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE invoices SET status = 'void', updated_at = $2
      WHERE business_id = app_current_business_id() AND subscription_id = $1 AND status = 'open'
      RETURNING id`,
    [subscriptionId, now],
  );
  return rows.length > 0;
}

/** A fresh hosted page for an open invoice (the old one expired or failed). */
export async function replaceProviderInvoice(
  tx: SqlExecutor,
  invoiceId: string,
  provider: { providerInvoiceId: string; paymentUrl: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE invoices SET provider_invoice_id = $2, payment_url = $3, updated_at = $4
      WHERE business_id = app_current_business_id() AND id = $1 AND status = 'open' RETURNING id`,
    [invoiceId, provider.providerInvoiceId, provider.paymentUrl, now],
  );
  return rows.length > 0;
}

/**
 * The next number of `prefix`'s sequence. The counter row stays locked until the transaction ends, so concurrent
 * payments take turns and a rolled-back one gives its number back: no gaps, no repeats.
 */
export async function takeNextInvoiceNumber(tx: SqlExecutor, prefix: string): Promise<number> {
  const [row] = await tx.query<{ last_number: number }>(
    `INSERT INTO invoice_number_counters (prefix, last_number) VALUES ($1, 1)
     ON CONFLICT (prefix) DO UPDATE SET last_number = invoice_number_counters.last_number + 1
     RETURNING last_number`,
    [prefix],
  );
  return row.last_number;
}

/** Paid, with its number; `period` moves the period it pays for (a first period starts when it is paid). */
export async function markInvoicePaid(
  tx: SqlExecutor,
  invoiceId: string,
  paid: {
    number: string;
    providerPaymentId: string;
    paidAt: Date;
    period: { start: Date; end: Date } | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE invoices SET status = 'paid', number = $2, provider_payment_id = $3, paid_at = $4,
                         last_payment_error = NULL, updated_at = $4,
                         period_start = coalesce($5, period_start), period_end = coalesce($6, period_end)
      WHERE business_id = app_current_business_id() AND id = $1 AND status = 'open'`,
    [
      invoiceId,
      paid.number,
      paid.providerPaymentId,
      paid.paidAt,
      paid.period?.start ?? null,
      paid.period?.end ?? null,
    ],
  );
}

export async function recordPaymentError(
  tx: SqlExecutor,
  invoiceId: string,
  error: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE invoices SET last_payment_error = $2, updated_at = $3
      WHERE business_id = app_current_business_id() AND id = $1 AND status = 'open'`,
    [invoiceId, error.slice(0, 500), now],
  );
}

// ─── provider events and lifecycle events ────────────────────────────────────────────────────────────────────

export async function paymentEventSeen(db: Database, provider: string, eventId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM payment_events WHERE provider = $1 AND event_id = $2', [
    provider,
    eventId,
  ]);
  return rows.length > 0;
}

/** Records a provider event once; false when it was already recorded (a replay). */
export async function recordPaymentEvent(
  tx: SqlExecutor,
  event: { provider: string; eventId: string; type: string; outcome: string; detail?: string; now: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO payment_events (provider, event_id, event_type, outcome, detail, received_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
    [
      event.provider,
      event.eventId,
      event.type.slice(0, 100),
      event.outcome,
      event.detail?.slice(0, 1000) ?? null,
      event.now,
    ],
  );
  return rows.length > 0;
}

/** Records a lifecycle event (kind, key) of a subscription once; false when it was already recorded. */
export async function recordSubscriptionEventOnce(
  tx: SqlExecutor,
  event: {
    businessId: string;
    subscriptionId: string;
    kind: string;
    key: string;
    detail?: object;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO subscription_events (business_id, subscription_id, kind, event_key, detail, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (business_id, subscription_id, kind, event_key) DO NOTHING RETURNING id`,
    [
      event.businessId,
      event.subscriptionId,
      event.kind,
      event.key,
      JSON.stringify(event.detail ?? {}),
      event.now,
    ],
  );
  return rows.length > 0;
}

/**
 * Whether the renewal invoice of the period starting at `periodStart` is still to be opened: not when it is open
 * or paid already, nor while another checkout of the business waits (a plan chosen to pay for, or an upgrade of
 * the running period); an upgrade of a period that has ended can no longer apply and gives way to the renewal.
 * A renewal voided by a plan change (a downgrade scheduled, then undone) is opened again.
 */
export async function renewalStillToOpen(
  tx: SqlExecutor,
  subscriptionId: string,
  periodStart: Date,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM invoices
      WHERE business_id = app_current_business_id() AND subscription_id = $1
        AND ((status = 'open' AND (kind <> 'upgrade' OR period_end > $3))
          OR (status = 'paid' AND kind = 'renewal' AND period_start = $2))
      LIMIT 1`,
    [subscriptionId, periodStart, now],
  );
  return rows.length === 0;
}

// ─── cross-tenant look-ups (the jobs worker's policy): which business to act for ────────────────────────────

async function asJobsWorker<T>(db: Database, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('app.jobs_worker', 'on', true)`);
    return work(tx);
  });
}

/** The business of the invoice the provider's invoice (or our own invoice id) names; only ids are read. */
export async function findInvoiceOwner(
  db: Database,
  by: { providerInvoiceId?: string | null; invoiceId?: string | null },
): Promise<{ businessId: string; invoiceId: string } | undefined> {
  const rows = await asJobsWorker(db, (tx) =>
    tx.query<{ business_id: string; id: string }>(
      `SELECT business_id, id FROM invoices
        WHERE ($1::text IS NOT NULL AND provider_invoice_id = $1::text) OR ($2::uuid IS NOT NULL AND id = $2::uuid)
        ORDER BY (provider_invoice_id = $1::text) DESC NULLS LAST LIMIT 1`,
      [by.providerInvoiceId ?? null, by.invoiceId ?? null],
    ),
  );
  const [row] = rows;
  return row ? { businessId: row.business_id, invoiceId: row.id } : undefined;
}

/**
 * Active or past-due subscriptions, not cancelling, whose period ends before `until`: candidates for a renewal
 * invoice (a past-due one may still lack it, when an unpaid upgrade held it back until the period ended).
 */
export async function listRenewalCandidates(
  db: Database,
  until: Date,
): Promise<Array<{ businessId: string; subscriptionId: string }>> {
  const rows = await asJobsWorker(db, (tx) =>
    tx.query<{ business_id: string; id: string }>(
      `SELECT business_id, id FROM subscriptions
        WHERE status IN ('active', 'past_due') AND NOT cancel_at_period_end AND current_period_end <= $1
        ORDER BY current_period_end, business_id`,
      [until],
    ),
  );
  return rows.map((row) => ({ businessId: row.business_id, subscriptionId: row.id }));
}

/** The plan's name in `language` (its translations), else English, else its own name. */
export function planNameIn(row: { name: string; translations: unknown }, language: Language): string {
  const texts = (row.translations ?? {}) as Record<string, { name?: unknown } | undefined>;
  const wanted = texts[language]?.name;
  const english = texts.en?.name;
  if (typeof wanted === 'string' && wanted.trim()) return wanted.trim();
  if (typeof english === 'string' && english.trim()) return english.trim();
  return row.name;
}
