// For tests of the payment loop: put a PaymentProvider of the test's own in place of the configured one (a
// provider that is down, or one that answers a forged amount). The Moyasar stand-in is the usual provider.
export { setPaymentProvider as usePaymentProvider } from './payment-provider-of';
