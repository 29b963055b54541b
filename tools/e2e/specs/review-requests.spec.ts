// Review requests (issue 23), in Chromium, in Arabic and in English, each in a business of its own with one linked
// branch: the owner imports contacts from a CSV (the server's preview names the bad row and the duplicate; a file
// with an error imports nothing, so the corrected file is imported), sends one of them a request by WhatsApp
// after the dry run's preview; the WhatsApp stand-in holds the template message in the contact's language with the
// request's own /r/{code} link, and the history shows the request delivered; the link opens the landing page with
// the business, the branch and one Google write-review button, no rating asked first; a STOP reply opts the
// contact out, and the next send's preview and outcome skip them as opted out, as the contacts list shows.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Language } from '@sumaa/contracts';
import { openIn, storeSession } from '../support/browser';
import { uniqueEmail } from '../support/product';
import {
  businessWithBranch,
  GOOGLE_USER_FOR,
  localWriting,
  turnQuietHoursOff,
  turnReadReceiptsOff,
  uniqueSaudiMobile,
  whatsappMessagesTo,
  whatsappReply,
  type StandinWhatsAppMessage,
} from '../support/review-requests';

const PASSWORD = 'Requests-e2e-2026';

const TEXTS = {
  ar: {
    owner: 'نورة القحطاني',
    business: 'مخبز الورد',
    contacts: [
      { name: 'ريم العتيبي', firstName: 'ريم' },
      { name: 'سلمان الحربي', firstName: 'سلمان' },
    ],
    badRowName: 'خالد الشمري',
    header: ['الاسم', 'الجوال', 'البريد الإلكتروني', 'اللغة'],
    languageCell: 'العربية',
    stop: 'إيقاف',
    tabs: { contacts: 'العملاء', send: 'إرسال', history: 'السجل' },
    importCsv: 'استيراد CSV',
    importTitle: 'استيراد عملاء من ملف CSV',
    csvFile: 'ملف CSV',
    preview: 'معاينة',
    summary: 'نتيجة المعاينة',
    willImport: 'سيُستورد',
    duplicates: 'مكرر، سيُتجاوز',
    errors: 'فيه أخطاء',
    outcomeError: 'خطأ',
    outcomeDuplicate: 'مكرر',
    outcomeImport: 'سيُستورد',
    badPhone: /أدخل رقم جوال صحيح/,
    duplicateInFile: 'نفس رقم الجوال أو البريد الإلكتروني موجود في صف سابق من الملف',
    fixErrors: /صحّح الصفوف التي فيها أخطاء/,
    importConfirm: /^استيراد /,
    chooseAnother: 'اختيار ملف آخر',
    contactsTotal: /عدد العملاء:/,
    channel: 'القناة',
    branch: 'الفرع',
    reviewSend: 'معاينة قبل الإرسال',
    previewTitle: 'قبل الإرسال',
    resultTitle: 'نتيجة الإرسال',
    counts: 'ما سيحدث',
    sentNow: 'يُرسل الآن',
    notSent: 'لن يُرسل',
    willBeSent: 'يُرسل',
    wasSent: 'أُرسل',
    skipped: 'لا يُرسل',
    wasSkipped: 'لم يُرسل',
    optedOutReason: 'ألغى استلام طلبات التقييم',
    confirmSend: 'أرسل الآن',
    done: 'تم',
    delivered: 'وصل',
    clicked: 'فتح الرابط',
    optedOut: 'ألغى الاستلام',
    subscribed: 'يستلم الطلبات',
    neverAsked: 'لم يُطلب بعد',
    googleButton: 'اكتب تقييمك على Google',
  },
  en: {
    owner: 'Noura Alqahtani',
    business: 'Rose Bakery',
    contacts: [
      { name: 'Reem Alotaibi', firstName: 'Reem' },
      { name: 'Salman Alharbi', firstName: 'Salman' },
    ],
    badRowName: 'Khalid Alshammari',
    header: ['Name', 'Phone', 'Email', 'Language'],
    languageCell: 'English',
    stop: 'STOP',
    tabs: { contacts: 'Contacts', send: 'Send', history: 'History' },
    importCsv: 'Import CSV',
    importTitle: 'Import contacts from a CSV file',
    csvFile: 'CSV file',
    preview: 'Preview',
    summary: 'What the preview found',
    willImport: 'To import',
    duplicates: 'Duplicates, skipped',
    errors: 'With errors',
    outcomeError: 'Error',
    outcomeDuplicate: 'Duplicate',
    outcomeImport: 'To import',
    badPhone: /Enter a valid mobile number/,
    duplicateInFile: 'The same phone or e-mail is on an earlier row of this file',
    fixErrors: /Correct the rows with errors/,
    importConfirm: /^Import \d/,
    chooseAnother: 'Choose another file',
    contactsTotal: /Contacts:/,
    channel: 'Channel',
    branch: 'Branch',
    reviewSend: 'Preview before sending',
    previewTitle: 'Before sending',
    resultTitle: 'The requests have been handled',
    counts: 'What will happen',
    sentNow: 'Sent now',
    notSent: 'Not sent',
    willBeSent: 'Sent',
    wasSent: 'Sent',
    skipped: 'Not sent',
    wasSkipped: 'Not sent',
    optedOutReason: 'Opted out of review requests',
    confirmSend: 'Send now',
    done: 'Done',
    delivered: 'Delivered',
    clicked: 'Link opened',
    optedOut: 'Opted out',
    subscribed: 'Receives requests',
    neverAsked: 'Not asked yet',
    googleButton: 'Write a review on Google',
  },
} as const;

/** Numbers as the page writes them: Arabic-Indic digits in Arabic. */
function digits(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(value);
}

/** One CSV line, each field quoted (RFC 4180). */
const csvLine = (fields: readonly string[]) =>
  fields.map((field) => `"${field.replace(/"/g, '""')}"`).join(',');

/** A count of the import's or the send's summary (a region of term/figure pairs), by its term. */
function countOf(scope: Locator, region: string, term: string): Locator {
  return scope
    .getByRole('region', { name: region })
    .locator('dl > div')
    .filter({ has: scope.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

function rowOf(scope: Locator | Page, name: string): Locator {
  return scope.getByRole('row').filter({ hasText: name });
}

/** The page again until `check` passes: the dashboard shows what the server holds when it is read. */
async function reloadUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
}

for (const language of ['ar', 'en'] as const satisfies readonly Language[]) {
  test(`[${language}] an owner imports contacts, asks one by WhatsApp, sees it delivered and its landing page, and a STOP reply opts them out`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const text = TEXTS[language];
    const { session, businessName, branch } = await businessWithBranch({
      email: uniqueEmail(`requests-${language}`),
      password: PASSWORD,
      fullName: text.owner,
      businessName: text.business,
      googleUser: GOOGLE_USER_FOR[language],
    });
    // The journey must not depend on the hour it runs at (quiet hours would queue the request till morning).
    await turnQuietHoursOff(session);
    const [asked, other] = text.contacts.map((contact) => ({ ...contact, phone: uniqueSaudiMobile() }));
    // The customer asked first does not send read receipts: the request stays "delivered" for the history to show.
    await turnReadReceiptsOff(asked.phone);

    // 1. The CSV: UTF-8 (with a byte-order mark in the Arabic run, as Excel writes it), headers in the run's
    // language; a row with a mobile that is no number, and the first contact again in another writing.
    const rows = [
      [asked.name, localWriting(asked.phone), '', text.languageCell],
      [other.name, other.phone, '', text.languageCell],
      [text.badRowName, '12345', '', text.languageCell],
      [asked.name, asked.phone, '', text.languageCell],
    ];
    const csvOf = (lines: string[][]) =>
      Buffer.from(
        `${language === 'ar' ? '\uFEFF' : ''}${[text.header, ...lines].map(csvLine).join('\r\n')}\r\n`,
        'utf8',
      );

    await storeSession(page, session);
    await openIn(page, language, '/customer/requests');
    await page.getByRole('button', { name: text.importCsv }).first().click();
    const importDialog = page.getByRole('dialog', { name: text.importTitle });
    await importDialog
      .getByLabel(text.csvFile)
      .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: csvOf(rows) });
    await importDialog.getByRole('button', { name: text.preview, exact: true }).click();

    await expect(countOf(importDialog, text.summary, text.willImport)).toHaveText(digits(2, language));
    await expect(countOf(importDialog, text.summary, text.duplicates)).toHaveText(digits(1, language));
    await expect(countOf(importDialog, text.summary, text.errors)).toHaveText(digits(1, language));
    const badRow = rowOf(importDialog, text.badRowName);
    await expect(badRow.getByText(text.outcomeError, { exact: true })).toBeVisible();
    await expect(badRow.getByText(text.badPhone)).toBeVisible();
    const duplicateRow = importDialog.getByRole('row').filter({ hasText: text.duplicateInFile });
    await expect(duplicateRow).toHaveCount(1);
    await expect(duplicateRow).toContainText(asked.name);
    await expect(duplicateRow.getByText(text.outcomeDuplicate, { exact: true })).toBeVisible();
    // All or nothing: with a row in error there is nothing to confirm; the owner fixes the file and previews again.
    await expect(importDialog.getByText(text.fixErrors)).toBeVisible();
    await expect(importDialog.getByRole('button', { name: text.importConfirm })).toBeDisabled();
    await importDialog.getByRole('button', { name: text.chooseAnother }).click();
    await importDialog.getByLabel(text.csvFile).setInputFiles({
      name: 'contacts-corrected.csv',
      mimeType: 'text/csv',
      buffer: csvOf(rows.filter((row) => row[0] !== text.badRowName)),
    });
    await importDialog.getByRole('button', { name: text.preview, exact: true }).click();
    await expect(countOf(importDialog, text.summary, text.errors)).toHaveText(digits(0, language));
    await expect(countOf(importDialog, text.summary, text.duplicates)).toHaveText(digits(1, language));
    for (const contact of [asked, other]) {
      await expect(
        rowOf(importDialog, contact.name).getByText(text.outcomeImport, { exact: true }).first(),
      ).toBeVisible();
    }
    await importDialog.getByRole('button', { name: text.importConfirm }).click();
    await expect(importDialog).toBeHidden();
    await expect(page.getByText(text.contactsTotal)).toContainText(digits(2, language));
    for (const contact of [asked, other]) {
      const row = rowOf(page, contact.name);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(contact.phone);
      await expect(row.getByText(text.subscribed, { exact: true })).toBeVisible();
    }

    // 2. A request by WhatsApp at the branch: the dry run first, then the send.
    const sendTo = async (names: string[]) => {
      await page.getByRole('tab', { name: text.tabs.send }).click();
      for (const name of names) await page.getByRole('checkbox', { name, exact: true }).check();
      await page.getByLabel(text.channel, { exact: true }).selectOption('whatsapp');
      await page.getByLabel(text.branch, { exact: true }).selectOption({ label: branch.name });
      await page.getByRole('button', { name: text.reviewSend }).click();
      return page.getByRole('dialog');
    };
    let dialog = await sendTo([asked.name]);
    await expect(dialog).toHaveAccessibleName(text.previewTitle);
    await expect(countOf(dialog, text.counts, text.sentNow)).toHaveText(digits(1, language));
    await expect(countOf(dialog, text.counts, text.notSent)).toHaveText(digits(0, language));
    await expect(rowOf(dialog, asked.name).getByText(text.willBeSent, { exact: true })).toBeVisible();
    // A preview sends nothing.
    expect(await whatsappMessagesTo(asked.phone)).toHaveLength(0);
    await dialog.getByRole('button', { name: text.confirmSend }).click();
    await expect(dialog).toHaveAccessibleName(text.resultTitle);
    await expect(rowOf(dialog, asked.name).getByText(text.wasSent, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: text.done, exact: true }).click();
    await expect(dialog).toBeHidden();

    // 3. The message at the stand-in: Sumaa's template in the contact's language, with the request's own link.
    let message: StandinWhatsAppMessage | undefined;
    await expect
      .poll(async () => {
        [message] = await whatsappMessagesTo(asked.phone);
        return message?.status;
      })
      .toBe('delivered');
    expect(message).toMatchObject({
      to: asked.phone,
      type: 'template',
      templateName: 'review_request',
      language,
      parameters: [asked.firstName, businessName, message!.link],
    });
    const link = message!.link!;
    expect(link).toMatch(/^https?:\/\/[^/]+\/r\/[A-Za-z0-9_-]{22,64}$/);
    expect(message!.text).toContain(link);
    expect(message!.text).toContain(asked.firstName);

    await page.getByRole('tab', { name: text.tabs.history }).click();
    await expect(page).toHaveURL(/tab=history/);
    const requestRow = rowOf(page, asked.name);
    await reloadUntil(page, () =>
      expect(requestRow.getByText(text.delivered, { exact: true })).toBeVisible({ timeout: 2_000 }),
    );
    await expect(requestRow).toContainText(link);
    await page.screenshot({ path: testInfo.outputPath(`history-${language}.png`), fullPage: true });

    // 4. The link, opened as the customer does: the business, the branch and one button to Google's own review
    // form for that place, with nothing asked before it.
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(businessName);
    await expect(page.getByText(branch.name, { exact: true })).toBeVisible();
    const google = page.getByRole('link', { name: text.googleButton });
    await expect(google).toHaveCount(1);
    await expect(google).toHaveAttribute(
      'href',
      `https://search.google.com/local/writereview?placeid=${encodeURIComponent(branch.placeId)}`,
    );
    await expect(page.locator('a[href*="writereview"]')).toHaveCount(1);
    for (const role of [
      'button',
      'radio',
      'checkbox',
      'textbox',
      'combobox',
      'slider',
      'spinbutton',
    ] as const) {
      await expect(page.getByRole(role)).toHaveCount(0);
    }
    await expect(page.locator('form, input, select, textarea, script')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`landing-${language}.png`), fullPage: true });

    // The click is counted on the request.
    await page.goto('/customer/requests?tab=history');
    await expect(requestRow.getByText(text.clicked, { exact: true })).toBeVisible();

    // 5. The customer answers STOP: the contact is opted out, and the next send skips them with the reason.
    await whatsappReply(asked.phone, text.stop);
    await page.getByRole('tab', { name: text.tabs.contacts }).click();
    await reloadUntil(page, () =>
      expect(rowOf(page, asked.name).getByText(text.optedOut, { exact: true })).toBeVisible({
        timeout: 2_000,
      }),
    );
    await expect(rowOf(page, other.name).getByText(text.subscribed, { exact: true })).toBeVisible();

    dialog = await sendTo([asked.name, other.name]);
    await expect(dialog).toHaveAccessibleName(text.previewTitle);
    await expect(countOf(dialog, text.counts, text.sentNow)).toHaveText(digits(1, language));
    await expect(countOf(dialog, text.counts, text.notSent)).toHaveText(digits(1, language));
    const skippedRow = rowOf(dialog, asked.name);
    await expect(skippedRow.getByText(text.skipped, { exact: true })).toBeVisible();
    await expect(skippedRow.getByText(text.optedOutReason, { exact: true })).toBeVisible();
    await expect(rowOf(dialog, other.name).getByText(text.willBeSent, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: text.confirmSend }).click();
    await expect(dialog).toHaveAccessibleName(text.resultTitle);
    await expect(skippedRow.getByText(text.wasSkipped, { exact: true })).toBeVisible();
    await expect(skippedRow.getByText(text.optedOutReason, { exact: true })).toBeVisible();
    await expect(rowOf(dialog, other.name).getByText(text.wasSent, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: text.done, exact: true }).click();

    // Nothing more went to the contact who stopped; the other one got their message.
    await expect.poll(async () => (await whatsappMessagesTo(other.phone)).length).toBe(1);
    expect(await whatsappMessagesTo(asked.phone)).toHaveLength(1);

    await page.getByRole('tab', { name: text.tabs.contacts }).click();
    await expect(rowOf(page, asked.name).getByText(text.optedOut, { exact: true })).toBeVisible();
    const otherRow = rowOf(page, other.name);
    await expect(otherRow.getByText(text.subscribed, { exact: true })).toBeVisible();
    // The send is counted on the contact it went to (their "last asked", which the cooldown reads).
    await expect(otherRow.getByText(text.neverAsked, { exact: true })).toHaveCount(0);
  });
}
