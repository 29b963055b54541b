// The payment provider's one public door: the interface the billing code uses, Moyasar's implementation and the
// webhook secret check.
export {
  PaymentProviderError,
  PROVIDER_INVOICE_STATUSES,
  PROVIDER_PAYMENT_STATUSES,
} from './payment-provider';
export type {
  CreatedProviderInvoice,
  CreateProviderInvoiceInput,
  PaymentProvider,
  PaymentProviderErrorCode,
  ProviderInvoice,
  ProviderInvoiceStatus,
  ProviderPayment,
  ProviderPaymentStatus,
} from './payment-provider';
export { MoyasarPaymentProvider, type MoyasarPaymentProviderOptions } from './moyasar-payment-provider';
export { verifyWebhookSecret } from './webhook-secret';
