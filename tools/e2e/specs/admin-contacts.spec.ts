// The contacts inbox (issue 13), in Chromium, in Arabic and English: the super admin adds an auto-assign rule in the
// rules dialog; a visitor's message sent from /contact in that language arrives in /admin/contacts assigned by it; the
// admin's public reply reaches the sender's mail (the outbox) in the sender's language, threaded as a reply; a status
// set from the row's dropdown is still there after a reload. Screenshots at 1280 and 375 px go to /tmp/shots.
import { expect, type Browser, type Page, test } from '@playwright/test';
import type { Language } from '@sumaa/contracts';
import { mkdirSync } from 'node:fs';
import { expectDirection, openIn, storeSession } from '../support/browser';
import { latestMailTo, signInThroughApi, SUPER_ADMIN, uniqueEmail } from '../support/product';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots';
const LOCALES: Record<Language, string> = { ar: 'ar-SA', en: 'en-US' };

const WORDS = {
  ar: {
    title: 'رسائل التواصل',
    rules: 'قواعد التوزيع التلقائي',
    addRule: 'إضافة قاعدة',
    ruleName: 'اسم القاعدة',
    keyword: 'كلمة مفتاحية',
    language: 'لغة المرسل',
    messageLanguage: 'لغة الرسالة',
    languageName: 'العربية',
    assignTo: 'إسناد إلى',
    saveRule: 'حفظ القاعدة',
    ruleAdded: 'أُضيفت القاعدة',
    close: 'إغلاق',
    unassigned: 'غير مسندة',
    assignee: (name: string) => `المسؤول عن رسالة ${name}`,
    status: (name: string) => `حالة رسالة ${name}`,
    replyTo: (name: string) => `الرد على ${name}`,
    replyBox: 'نص الرد',
    send: 'إرسال الرد',
    sent: (email: string) => `أُرسل الرد إلى ${email}`,
    search: 'البحث في الرسائل',
    resolvedDone: (name: string) => `أصبحت حالة رسالة ${name}: تم حلها`,
    formName: /الاسم/,
    formEmail: /البريد الإلكتروني/,
    formMessage: /رسالتك/,
    formSubmit: 'إرسال الرسالة',
    reply: 'أهلاً بك، يسعدنا ترتيب عرض توضيحي لفروعكم هذا الأسبوع.',
    mailSubject: 'رد: وصلتنا رسالتك - سمعة',
    mailTitle: 'ردّ فريق سمعة على رسالتك',
  },
  en: {
    title: 'Contact messages',
    rules: 'Auto-assign rules',
    addRule: 'Add rule',
    ruleName: 'Rule name',
    keyword: 'Keyword',
    language: 'Sender’s language',
    messageLanguage: 'Message language',
    languageName: 'English',
    assignTo: 'Assign to',
    saveRule: 'Save rule',
    ruleAdded: 'The rule was added',
    close: 'Close',
    unassigned: 'Unassigned',
    assignee: (name: string) => `Assignee of ${name}’s message`,
    status: (name: string) => `Status of ${name}’s message`,
    replyTo: (name: string) => `Reply to ${name}`,
    replyBox: 'Reply',
    send: 'Send reply',
    sent: (email: string) => `The reply was sent to ${email}`,
    search: 'Search messages',
    resolvedDone: (name: string) => `${name}’s message is now Resolved`,
    formName: /^Name/,
    formEmail: /^Email/,
    formMessage: /Your message/,
    formSubmit: 'Send message',
    reply: 'Hello, we would be glad to set up a demo for your branches this week.',
    mailSubject: 'Re: We received your message - Sumaa',
    mailTitle: 'The Sumaa team’s reply to your message',
  },
} as const;

async function openAsSuperAdmin(page: Page, language: Language, path: string): Promise<void> {
  const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
  await openIn(page, language, '/');
  await storeSession(page, session);
  await page.goto(path);
}

async function sendFromContactForm(
  browser: Browser,
  language: Language,
  fields: { name: string; email: string; message: string },
): Promise<void> {
  const context = await browser.newContext({ locale: LOCALES[language] });
  const page = await context.newPage();
  await openIn(page, language, '/contact');
  await expectDirection(page, language);
  const words = WORDS[language];
  await page.getByRole('textbox', { name: words.formName }).first().fill(fields.name);
  await page.getByRole('textbox', { name: words.formEmail }).first().fill(fields.email);
  await page.getByRole('textbox', { name: words.formMessage }).fill(fields.message);
  await page.getByRole('button', { name: words.formSubmit }).click();
  await expect(page.getByRole('textbox', { name: words.formMessage })).toBeHidden();
  await context.close();
}

for (const language of ['ar', 'en'] as const) {
  test(`in ${language}: a message is assigned by a rule, answered in the sender's language, and its status kept`, async ({
    page,
    browser,
  }) => {
    const words = WORDS[language];
    const stamp = Date.now().toString(36);
    const keyword = `kw${stamp}`;
    const sender = {
      name: `${language === 'ar' ? 'نورة' : 'Noura'} ${stamp}`,
      email: uniqueEmail('contact-inbox'),
    };

    // The rule: this run's keyword, in this language, assigned to the super admin.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAsSuperAdmin(page, language, '/admin/contacts');
    await expectDirection(page, language);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await page.getByRole('button', { name: words.rules }).click();
    const rules = page.getByRole('dialog', { name: words.rules });
    await rules.getByRole('button', { name: words.addRule }).click();
    await rules.getByRole('textbox', { name: words.ruleName }).fill(`Rule ${stamp}`);
    await rules.getByRole('textbox', { name: new RegExp(`^${words.keyword}`) }).fill(keyword);
    await rules.getByRole('combobox', { name: words.messageLanguage }).selectOption(language);
    await rules.getByRole('combobox', { name: words.assignTo }).selectOption({ index: 1 });
    await rules.getByRole('button', { name: words.saveRule }).click();
    await expect(page.getByText(words.ruleAdded)).toBeVisible();
    await expect(rules.getByText(`Rule ${stamp}`)).toBeVisible();
    await rules.getByRole('button', { name: words.close }).first().click();

    // The visitor writes from /contact in the same language.
    await sendFromContactForm(browser, language, {
      ...sender,
      message: `We have three branches (${keyword}) and would like a demo.`,
    });

    // It arrives assigned by the rule.
    await page.goto(`/admin/contacts?search=${encodeURIComponent(sender.email)}`);
    const assignee = page.getByRole('combobox', { name: words.assignee(sender.name) });
    await expect(assignee).toBeVisible();
    await expect(assignee).not.toHaveValue('');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/contacts-${language}-1280.png`, fullPage: true });

    // The admin replies in public; the sender's mail holds it in the sender's language, as a reply.
    await page.getByRole('button', { name: words.replyTo(sender.name) }).click();
    const dialog = page.getByRole('dialog', { name: words.replyTo(sender.name) });
    await dialog.getByRole('textbox', { name: words.replyBox }).fill(words.reply);
    await page.screenshot({ path: `${SHOTS}/contacts-${language}-reply-1280.png` });
    await dialog.getByRole('button', { name: words.send }).click();
    await expect(page.getByText(words.sent(sender.email))).toBeVisible();
    await expect(dialog.getByText(words.reply)).toBeVisible();
    const mail = await latestMailTo(sender.email);
    expect(mail.subject).toBe(words.mailSubject);
    expect(mail.text).toContain(words.mailTitle);
    expect(mail.text).toContain(words.reply);
    await dialog.getByRole('button', { name: words.close }).first().click();

    // The status set from the row's dropdown is kept after a reload.
    await page.getByRole('combobox', { name: words.status(sender.name) }).selectOption('resolved');
    await expect(page.getByText(words.resolvedDone(sender.name))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: words.status(sender.name) })).toHaveValue('resolved');

    // The phone layout: cards under 768 px.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/contacts');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByRole('combobox', { name: words.status(sender.name) })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/contacts-${language}-375.png`, fullPage: true });
  });
}
