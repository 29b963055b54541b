// The payment provider's hosted page is another site: the browser leaves the app for it and comes back to
// /customer/subscription?payment=paid|failed|pending. One seam, so tests can see where it would go.
export function goToPaymentPage(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
