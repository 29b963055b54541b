// The invoice PDF read back as a reader or a tax inspector would: its text extracted (pdf.js through
// pdf-parse, in a child process) holds the invoice number, the VAT numbers, the amounts and the Arabic words in the order
// they are read; its embedded QR image decodes (jsQR) to the ZATCA TLV of the invoice.
import {
  decodeZatcaTlv,
  renderInvoicePdf,
  zatcaTlvBase64,
  type InvoiceDocument,
  type InvoiceLanguage,
} from '..';
import { decodeQr, readPdf } from './read-pdf';

const ISSUED_AT = new Date('2024-03-10T09:15:00Z');

function createInvoice(language: InvoiceLanguage, overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const sellerName = language === 'ar' ? 'شركة سمعة لتقنية المعلومات' : 'Sumaa Information Technology Co.';
  return {
    number: 'INV-2024-000123',
    issuedAt: ISSUED_AT,
    seller: {
      name: sellerName,
      vatNumber: '310122393500003',
      address:
        language === 'ar'
          ? 'طريق الملك فهد، حي العليا، الرياض 12214'
          : 'King Fahd Road, Al Olaya, Riyadh 12214',
    },
    buyer: { name: language === 'ar' ? 'مطعم البيك' : 'Al Baik Restaurant', vatNumber: '300000000000003' },
    lines: [
      {
        description: language === 'ar' ? 'اشتراك باقة الأعمال لشهر واحد' : 'Business plan, one month',
        quantity: 1,
        unitPriceExclVat: '1000.00',
        lineTotalExclVat: '1000.00',
      },
      {
        description: language === 'ar' ? 'موقع إضافي' : 'Extra location',
        quantity: 2,
        unitPriceExclVat: '150.00',
        lineTotalExclVat: '300.00',
      },
    ],
    subtotalExclVat: '1300.00',
    vatRatePercent: '15',
    vatAmount: '195.00',
    totalWithVat: '1495.00',
    currency: 'SAR',
    periodStart: new Date('2024-03-10T00:00:00Z'),
    periodEnd: new Date('2024-04-09T00:00:00Z'),
    paidAt: ISSUED_AT,
    qrBase64: zatcaTlvBase64({
      sellerName,
      vatNumber: '310122393500003',
      timestamp: ISSUED_AT.toISOString(),
      totalWithVat: '1495.00',
      vatAmount: '195.00',
    }),
    ...overrides,
  };
}

/** Extractors may split a line into items or add a space where glyphs kern apart; compare without spaces. */
const compact = (text: string) => text.replace(/\s+/g, '');

describe('renderInvoicePdf', () => {
  it('writes an English invoice whose text holds its number, VAT numbers, dates and totals', async () => {
    const pdf = await renderInvoicePdf(createInvoice('en'), 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = readPdf(pdf);
    for (const expected of [
      'Simplified Tax Invoice',
      'INV-2024-000123',
      'Sumaa Information Technology Co.',
      'King Fahd Road, Al Olaya, Riyadh 12214',
      '310122393500003',
      '300000000000003',
      '10 March 2024 12:15', // 09:15 UTC is 12:15 in Riyadh
      '10 March 2024 – 9 April 2024',
      '1,300.00 SAR',
      '195.00 SAR',
      '1,495.00 SAR',
      'VAT (15%)',
      'Total with VAT',
    ]) {
      expect(compact(text)).toContain(compact(expected));
    }
    // Each line with its VAT: 1000.00 → 150.00 → 1,150.00; 300.00 → 45.00 → 345.00.
    expect(text).toMatch(/1,000\.00\s+1,000\.00\s+15%\s+150\.00\s+1,150\.00/);
    expect(text).toMatch(/150\.00\s+300\.00\s+15%\s+45\.00\s+345\.00/);
  });

  it('writes an Arabic invoice whose extracted words read in logical order, numbers in Latin digits', async () => {
    const { text } = readPdf(await renderInvoicePdf(createInvoice('ar'), 'ar'));
    for (const expected of [
      'فاتورة ضريبية مبسطة',
      'رقم الفاتورة',
      'تاريخ الإصدار', // lam-alef ligature
      'فترة الاشتراك',
      'شركة سمعة لتقنية المعلومات',
      'طريق الملك فهد، حي العليا، الرياض',
      'الرقم الضريبي',
      'مطعم البيك',
      'اشتراك باقة الأعمال لشهر واحد',
      'الإجمالي دون ضريبة القيمة المضافة',
      'الإجمالي شامل ضريبة القيمة المضافة',
      'ر.س',
    ]) {
      expect(compact(text)).toContain(compact(expected));
    }
    for (const expected of [
      'INV-2024-000123',
      '310122393500003',
      '300000000000003',
      '1,495.00',
      '195.00',
      '1,300.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('مارس');
    expect(text).not.toMatch(/[٠-٩]/);
    // Reversed text would read "ةروتاف" and a ligature read backwards "اإلصدار".
    expect(compact(text)).not.toContain('ةروتاف');
    expect(text).not.toContain('اإلصدار');
  });

  it.each(['ar', 'en'] as const)(
    'embeds a QR code (%s) that decodes to the ZATCA TLV of the invoice',
    async (language) => {
      const invoice = createInvoice(language);
      const { images } = readPdf(await renderInvoicePdf(invoice, language));
      expect(images).toHaveLength(1);
      const payload = decodeQr(images[0]);
      expect(payload).toBe(invoice.qrBase64);
      expect(decodeZatcaTlv(payload ?? '')).toEqual({
        sellerName: invoice.seller.name,
        vatNumber: '310122393500003',
        timestamp: '2024-03-10T09:15:00.000Z',
        totalWithVat: '1495.00',
        vatAmount: '195.00',
      });
    },
  );

  it('leaves out the period and payment date when the invoice has none, and the buyer VAT number when absent', async () => {
    const invoice = createInvoice('en', {
      periodStart: null,
      periodEnd: null,
      paidAt: null,
      buyer: { name: 'Walk-in customer', vatNumber: null, address: null },
    });
    const { text } = readPdf(await renderInvoicePdf(invoice, 'en'));
    expect(text).toContain('Walk-in customer');
    expect(text).not.toContain('Subscription period');
    expect(text).not.toContain('Paid on');
    expect(text).not.toContain('300000000000003');
  });

  it('continues the lines table on a second page when the lines do not fit on one', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      description: `Extra location ${index + 1}`,
      quantity: 1,
      unitPriceExclVat: '10.00',
      lineTotalExclVat: '10.00',
    }));
    const { text } = readPdf(await renderInvoicePdf(createInvoice('en', { lines }), 'en'));
    expect(text).toContain('-- 2 of 2 --');
    expect(text).toContain('Extra location 40');
    expect(text).toContain('Total with VAT');
  });

  it('gives the same bytes for the same invoice', async () => {
    const invoice = createInvoice('ar');
    expect((await renderInvoicePdf(invoice, 'ar')).equals(await renderInvoicePdf(invoice, 'ar'))).toBe(true);
  });
});
