// The team (issue 9), in Chromium, in Arabic and English: the owner invites an agent; the link from the outbox
// opens /invite/{token}; the agent sets a name, a photo and a password and lands on /customer, seeing only what an
// agent may; the owner deactivates the agent, whose open session ends on the login page saying why.
import { expect, test } from '@playwright/test';
import type { Language } from '@sumaa/contracts';
import { openIn, storeSession } from '../support/browser';
import { demoOwnerSession, latestMailTo, uniqueEmail } from '../support/product';

/** A 1×1 PNG: a real image by its bytes, as the upload checks. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXTS = {
  ar: {
    invite: 'دعوة عضو',
    email: 'البريد الإلكتروني',
    role: 'الدور',
    agent: 'موظف خدمة العملاء',
    send: 'إرسال الدعوة',
    name: 'الاسم الكامل',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    join: 'حفظ والانضمام',
    nav: {
      overview: 'نظرة عامة',
      reviews: 'المراجعات',
      analytics: 'التحليلات',
      team: 'الفريق',
      settings: 'الإعدادات',
    },
    actionsFor: (name: string) => `إجراءات ${name}`,
    deactivate: 'إيقاف',
    confirmDeactivate: 'إيقاف العضو',
    removed: /أُلغي وصولك/,
  },
  en: {
    invite: 'Invite member',
    email: 'E-mail',
    role: 'Role',
    agent: 'Agent',
    send: 'Send invitation',
    name: 'Full name',
    password: 'Password',
    confirm: 'Confirm password',
    join: 'Save and join',
    nav: {
      overview: 'Overview',
      reviews: 'Reviews',
      analytics: 'Analytics',
      team: 'Team',
      settings: 'Settings',
    },
    actionsFor: (name: string) => `Actions for ${name}`,
    deactivate: 'Deactivate',
    confirmDeactivate: 'Deactivate member',
    removed: /access to this business has been removed/,
  },
} as const;

for (const language of ['ar', 'en'] as const satisfies readonly Language[]) {
  test(`[${language}] an invited agent joins through the e-mailed link, sees only an agent's pages, and is signed out when deactivated`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = TEXTS[language];
    const owner = await demoOwnerSession();
    const agentEmail = uniqueEmail(`agent-${language}`);
    const agentName = language === 'ar' ? 'سلمان الحربي' : 'Salman Alharbi';

    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await storeSession(ownerPage, owner);
    await openIn(ownerPage, language, '/customer/team');

    await ownerPage.getByRole('button', { name: text.invite }).first().click();
    const inviteDialog = ownerPage.getByRole('dialog');
    await inviteDialog.getByRole('textbox', { name: text.email }).fill(agentEmail);
    await inviteDialog.getByRole('combobox', { name: text.role }).selectOption('Agent');
    await inviteDialog.getByRole('button', { name: text.send }).click();
    await expect(inviteDialog).toBeHidden();
    await expect(ownerPage.getByText(agentEmail).first()).toBeVisible();

    // The e-mail is in the business's language (the demo business keeps the default, Arabic).
    const mail = await latestMailTo(agentEmail);
    expect(mail.subject).toContain('دعوة للانضمام إلى فريق');
    const link = mail.text.match(/https?:\/\/\S+?\/invite\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();

    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    await openIn(agentPage, language, new URL(link!).pathname);
    await agentPage.getByRole('textbox', { name: text.name }).fill(agentName);
    await agentPage
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await agentPage.getByLabel(text.password, { exact: true }).fill('Agent-Passw0rd-2026');
    await agentPage.getByLabel(text.confirm, { exact: true }).fill('Agent-Passw0rd-2026');
    await agentPage.getByRole('button', { name: text.join }).click();
    await expect(agentPage).toHaveURL(/\/customer(\/overview)?$/, { timeout: 15_000 });

    // An agent sees the overview and the reviews, never analytics, team or settings; their pages refuse them too.
    const sidebar = agentPage.getByRole('navigation').first();
    await expect(sidebar.getByRole('link', { name: text.nav.overview })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: text.nav.reviews })).toBeVisible();
    for (const hidden of [text.nav.analytics, text.nav.team, text.nav.settings]) {
      await expect(sidebar.getByRole('link', { name: hidden })).toHaveCount(0);
    }
    const joined = await agentPage.evaluate(() =>
      JSON.parse(window.localStorage.getItem('demo_user') ?? '{}'),
    );
    expect(joined.role).toBe('agent');

    // The owner deactivates the agent.
    await ownerPage.reload();
    await ownerPage
      .getByRole('button', { name: text.actionsFor(agentName) })
      .first()
      .click();
    await ownerPage.getByRole('menuitem', { name: text.deactivate }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: text.confirmDeactivate }).click();
    await expect(ownerPage.getByRole('dialog')).toBeHidden();

    // The agent's open tab asks again when it comes back into view: refused, it lands on the login page saying why.
    await agentPage.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(agentPage).toHaveURL(/\/login\?reason=accessRemoved/, { timeout: 15_000 });
    await expect(agentPage.getByText(text.removed)).toBeVisible();

    await ownerContext.close();
    await agentContext.close();
  });
}
