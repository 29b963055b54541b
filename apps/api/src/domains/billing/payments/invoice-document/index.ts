// The invoice document: the ZATCA phase 1 QR payload and the simplified tax invoice PDF in Arabic or English.
export { renderInvoicePdf } from './invoice-pdf';
export type {
  InvoiceDocument,
  InvoiceLanguage,
  InvoiceLine,
  InvoiceParty,
  InvoiceSeller,
} from './invoice-types';
export { ZatcaQrError, decodeZatcaTlv, zatcaTlvBase64, type ZatcaQrFields } from './zatca-qr';
