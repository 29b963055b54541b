// The invoice's hosted payment page, server-rendered HTML without scripts: Arabic first (right to left), English
// beside it, every field labelled in both. It plays Moyasar's checkout: the card form, the error of a declined
// card with the form again (a retry), and a back link to the merchant's back_url.
import type { MoyasarInvoice } from './model';

export interface PageMessage {
  /** `error`: shown as an alert above the form. */
  kind: 'error' | 'info';
  ar: string;
  en: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const amountAr = (invoice: MoyasarInvoice) => `${(invoice.amount / 100).toFixed(2)} ر.س`;
const amountEn = (invoice: MoyasarInvoice) => `${invoice.currency} ${(invoice.amount / 100).toFixed(2)}`;

const STYLE = `
  body { font-family: system-ui, "IBM Plex Sans Arabic", Arial, sans-serif; background: #f4f5f7; color: #1f2933; margin: 0; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .en { color: #52606d; font-size: .9em; }
  .amount { font-size: 1.75rem; font-weight: 700; margin: .75rem 0; }
  label { display: block; margin-top: .75rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; margin-top: .25rem; border: 1px solid #9aa5b1; border-radius: 8px; font-size: 1rem; direction: ltr; }
  .row { display: flex; gap: .75rem; }
  .row > div { flex: 1; }
  button { margin-top: 1.25rem; width: 100%; padding: .75rem; border: 0; border-radius: 8px; background: #0b6e4f; color: #fff; font-size: 1.05rem; font-weight: 700; cursor: pointer; }
  [role=alert] { background: #fde8e8; color: #9b1c1c; border-radius: 8px; padding: .75rem; margin: .75rem 0; }
  .info { background: #e3f8ed; color: #03543f; border-radius: 8px; padding: .75rem; margin: .75rem 0; }
  .note { font-size: .8rem; color: #52606d; margin-top: 1rem; }
  a { color: #0b6e4f; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function bilingual(ar: string, en: string): string {
  return `${escapeHtml(ar)} <span class="en" lang="en" dir="ltr">${escapeHtml(en)}</span>`;
}

function backLink(invoice: MoyasarInvoice): string {
  if (!invoice.back_url) return '';
  return `<p><a href="${escapeHtml(invoice.back_url)}">${bilingual('رجوع إلى المتجر', 'Back to the merchant')}</a></p>`;
}

function header(invoice: MoyasarInvoice): string {
  return `<h1>${bilingual('الدفع', 'Payment')}</h1>
<p>${escapeHtml(invoice.description)}</p>
<p class="amount"><span>${escapeHtml(amountAr(invoice))}</span> <span class="en" lang="en" dir="ltr">${escapeHtml(amountEn(invoice))}</span></p>`;
}

/** The card form of an invoice that can be paid, with an error above it after a declined or mistyped card. */
export function paymentPage(
  invoice: MoyasarInvoice,
  options: { message?: PageMessage; cardholderName?: string } = {},
): string {
  const { message, cardholderName = '' } = options;
  const alert = message
    ? `<div ${message.kind === 'error' ? 'role="alert"' : 'class="info" role="status"'}>${bilingual(message.ar, message.en)}</div>`
    : '';
  const field = (id: string, name: string, ar: string, en: string, attributes: string) =>
    `<label for="${id}">${bilingual(ar, en)}</label>
<input id="${id}" name="${name}" ${attributes} required>`;
  const body = `${header(invoice)}
${alert}
<form method="post" action="/invoices/${encodeURIComponent(invoice.id)}/pay">
${field('name', 'name', 'اسم حامل البطاقة', 'Card holder name', `autocomplete="cc-name" value="${escapeHtml(cardholderName)}"`)}
${field('number', 'number', 'رقم البطاقة', 'Card number', 'autocomplete="cc-number" inputmode="numeric"')}
<div class="row">
<div>${field('month', 'month', 'شهر الانتهاء', 'Expiry month', 'autocomplete="cc-exp-month" inputmode="numeric" placeholder="MM" maxlength="2"')}</div>
<div>${field('year', 'year', 'سنة الانتهاء', 'Expiry year', 'autocomplete="cc-exp-year" inputmode="numeric" placeholder="YY" maxlength="4"')}</div>
</div>
${field('cvc', 'cvc', 'رمز التحقق', 'CVC', 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"')}
<button type="submit">ادفع ${escapeHtml(amountAr(invoice))} <span lang="en" dir="ltr">Pay ${escapeHtml(amountEn(invoice))}</span></button>
</form>
${backLink(invoice)}
<p class="note">${bilingual(
    'بيئة اختبار محلية تحاكي ميسر: لا تُخصم أي مبالغ.',
    'Local Moyasar stand-in: test cards only, no money moves (4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined).',
  )}</p>`;
  return layout('الدفع — Payment', body);
}

/** An invoice that can no longer be paid: already paid, expired or canceled. */
export function closedInvoicePage(invoice: MoyasarInvoice): string {
  const texts: Record<string, [string, string]> = {
    paid: ['تم دفع هذه الفاتورة.', 'This invoice has been paid.'],
    expired: ['انتهت صلاحية هذه الفاتورة.', 'This invoice has expired.'],
    canceled: ['أُلغيت هذه الفاتورة.', 'This invoice was canceled.'],
  };
  const [ar, en] = texts[invoice.status] ?? ['لا يمكن دفع هذه الفاتورة.', 'This invoice cannot be paid.'];
  const role = invoice.status === 'paid' ? 'class="info" role="status"' : 'role="alert"';
  return layout(
    'الدفع — Payment',
    `${header(invoice)}\n<div ${role}>${bilingual(ar, en)}</div>\n${backLink(invoice)}`,
  );
}

export function notFoundPage(): string {
  return layout(
    'غير موجودة — Not found',
    `<h1>${bilingual('الفاتورة غير موجودة', 'Invoice not found')}</h1>`,
  );
}
