// What an invoice document shows. Amounts are decimal strings with two places ("1150.00"), as the
// database and the ZATCA QR hold them, so no floating point touches money on the way to the page.

export type InvoiceLanguage = 'ar' | 'en';

export interface InvoiceParty {
  name: string;
  vatNumber?: string | null;
  address?: string | null;
}

export interface InvoiceSeller extends InvoiceParty {
  /** 15 digits. */
  vatNumber: string;
  address: string;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceExclVat: string;
  lineTotalExclVat: string;
}

export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  subtotalExclVat: string;
  /** e.g. "15". */
  vatRatePercent: string;
  vatAmount: string;
  totalWithVat: string;
  currency: 'SAR';
  /** The subscription period the invoice covers, when it covers one. */
  periodStart?: Date | null;
  periodEnd?: Date | null;
  paidAt?: Date | null;
  /** The ZATCA phase 1 TLV payload (zatcaTlvBase64), drawn as the QR code. */
  qrBase64: string;
}
