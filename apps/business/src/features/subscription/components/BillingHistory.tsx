import type { Invoice, InvoiceStatus } from '@sumaa/contracts';
import {
  Badge,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Heading,
  InboxIcon,
  SkeletonRows,
  type Tone,
  useToast,
} from '@sumaa/ui';
import styled from 'styled-components';
import { LoadFailure, failureText, useFormat } from '@sumaa/app-kit';
import { useDownloadInvoicePdfMutation } from '../api/downloadInvoicePdf';
import { useInvoicesQuery } from '../api/invoices';
import { useSubscriptionTexts } from '../hooks/useSubscriptionTexts';

const STATUS_TONE: Record<InvoiceStatus, Tone> = { open: 'warning', paid: 'success', void: 'neutral' };

/** Rows shown while the history loads: a year of monthly invoices would be more, a first page about this. */
const LOADING_ROWS = 3;

export interface BillingHistoryProps {
  /** Pays the open invoice on the provider's page; the row's "Pay" button waits while `paying`. */
  onPay(): void;
  paying: boolean;
}

/** The billing history: every invoice with its amounts, a PDF for the paid ones and "Pay" for the open one. */
export function BillingHistory({ onPay, paying }: BillingHistoryProps) {
  const { t } = useSubscriptionTexts();
  const format = useFormat();
  const toast = useToast();
  const invoices = useInvoicesQuery();
  const download = useDownloadInvoicePdfMutation();

  const columns: DataTableColumn<Invoice>[] = [
    {
      id: 'number',
      header: t('invoices.number'),
      cell: (invoice) => <NoWrap>{invoice.number ?? t('invoices.noNumber')}</NoWrap>,
    },
    {
      id: 'date',
      header: t('invoices.date'),
      cell: (invoice) => <NoWrap>{format.date(invoice.paidAt ?? invoice.createdAt)}</NoWrap>,
    },
    {
      id: 'period',
      header: t('invoices.period'),
      // Each date whole; the line may break only between them.
      cell: (invoice) => (
        <>
          <NoWrap>{format.date(invoice.periodStart)}</NoWrap> –{' '}
          <NoWrap>{format.date(invoice.periodEnd)}</NoWrap>
        </>
      ),
    },
    {
      id: 'amount',
      header: t('invoices.amount'),
      align: 'end',
      cell: (invoice) => <NoWrap>{format.money(invoice.amountExclVat)}</NoWrap>,
    },
    {
      id: 'vat',
      header: t('invoices.vat'),
      align: 'end',
      cell: (invoice) => (
        <NoWrap>
          {t('invoices.vatWithRate', {
            amount: format.money(invoice.vatAmount),
            rate: format.rate(invoice.vatRate),
          })}
        </NoWrap>
      ),
    },
    {
      id: 'total',
      header: t('invoices.total'),
      align: 'end',
      cell: (invoice) => <NoWrap>{format.money(invoice.total)}</NoWrap>,
    },
    {
      id: 'status',
      header: t('invoices.status'),
      cell: (invoice) => (
        <Badge tone={STATUS_TONE[invoice.status]}>{t(`invoices.statuses.${invoice.status}`)}</Badge>
      ),
    },
  ];

  const actionsOf = (invoice: Invoice) => {
    if (invoice.status === 'paid') {
      const pending = download.isPending && download.variables?.invoiceId === invoice.id;
      return (
        <Button
          size="sm"
          variant="secondary"
          loading={pending}
          aria-label={t('invoices.downloadLabel', { number: invoice.number ?? '' })}
          onClick={() =>
            download.mutate(
              { invoiceId: invoice.id, number: invoice.number },
              {
                onError: (error) =>
                  toast.show({ message: failureText(error, t('invoices.downloadFailed')), tone: 'error' }),
              },
            )
          }
        >
          {t('invoices.download')}
        </Button>
      );
    }
    if (invoice.status === 'open') {
      return (
        <Button
          size="sm"
          loading={paying}
          aria-label={t('invoices.payLabel', { amount: format.money(invoice.total) })}
          onClick={onPay}
        >
          {t('invoices.pay')}
        </Button>
      );
    }
    return null;
  };

  return (
    <Card as="section" aria-labelledby="invoices-title" padding="lg">
      <Heading level={3} id="invoices-title">
        {t('invoices.title')}
      </Heading>
      {invoices.isPending ? (
        <SkeletonRows rows={LOADING_ROWS} rowHeight="48px" label={t('invoices.loading')} />
      ) : invoices.isError ? (
        <LoadFailure
          title={t('invoices.loadError')}
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
        />
      ) : invoices.data.length === 0 ? (
        <EmptyState
          icon={<InboxIcon size="1.75rem" />}
          title={t('invoices.empty')}
          message={t('invoices.emptyHint')}
          titleAs="h3"
        />
      ) : (
        <DataTable
          caption={t('invoices.caption')}
          captionVisuallyHidden
          columns={columns}
          rows={invoices.data}
          rowKey={(invoice) => invoice.id}
          rowActions={actionsOf}
          rowActionsLabel={t('invoices.actions')}
        />
      )}
    </Card>
  );
}

/** Amounts and invoice numbers stay on one line: a currency sign or a number's part alone on a line misleads. */
const NoWrap = styled.span`
  white-space: nowrap;
`;
