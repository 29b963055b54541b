// Business settings (issue 9): changed in the UI, they survive a reload and take effect — the business's e-mails
// go out in the chosen language and its dates follow the chosen format. The demo business's settings are put
// back afterwards, so the other specs find the defaults. On a phone in Arabic all six tabs are in view, and what
// cannot work yet (push, the public widget's switches, a currency other than SAR) is not offered (issue 21). The
// owner's WhatsApp alerts (issue 23) bring a new negative review from Google to their phone through the stand-in.
import { expect, test } from '@playwright/test';
import { openIn, storeSession } from '../support/browser';
import { API_URL, demoOwnerSession, latestMailTo, uniqueEmail } from '../support/product';
import { localWriting, uniqueSaudiMobile, whatsappMessagesTo } from '../support/review-requests';

const GOOGLE_STANDIN_URL = `http://localhost:${process.env.GOOGLE_STANDIN_PORT ?? '4390'}`;

async function api(
  session: { token: string; user: { businessId: string } },
  path: string,
  init: RequestInit = {},
) {
  const response = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'X-Business-Id': session.user.businessId,
      'Content-Type': 'application/json',
    },
  });
  return (await response.json()) as { success: boolean; model: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

test('settings saved in the UI survive a reload and take effect: e-mails in the chosen language, dates in the chosen format', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await demoOwnerSession();
  const before = (await api(owner, '/api/business-settings')).model;
  const invitee = uniqueEmail('settings-invitee');
  try {
    await storeSession(page, owner);
    await openIn(page, 'en', '/customer/settings');

    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('combobox', { name: 'Email language' }).selectOption('en');
    await page.getByRole('combobox', { name: 'Date format' }).selectOption('yyyy-mm-dd');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByRole('combobox', { name: 'Email language' })).toHaveValue('en');
    await expect(page.getByRole('combobox', { name: 'Date format' })).toHaveValue('yyyy-mm-dd');

    // In effect: an invitation from this business is written in English…
    await page.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('button', { name: 'Invite member' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(invitee);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('Viewer');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const mail = await latestMailTo(invitee);
    expect(mail.subject).toContain('invited you to');
    expect(mail.text).toContain('The Sumaa team');

    // …and the dates the business sees follow its format (the invitation's sent and expiry dates).
    const row = page
      .getByRole('row')
      .filter({ hasText: invitee })
      .or(page.locator('li, article').filter({ hasText: invitee }));
    await expect(row.first()).toContainText(/\d{4}-\d{2}-\d{2}/);
  } finally {
    await api(owner, '/api/business-settings', { method: 'PUT', body: JSON.stringify(before) });
    const invitations = (await api(owner, '/api/team-members/invitations')).model as {
      id: string;
      email: string;
    }[];
    for (const invitation of invitations.filter((candidate) => candidate.email === invitee)) {
      await api(owner, `/api/team-members/invitations/${invitation.id}`, { method: 'DELETE' });
    }
  }
});

test('in Arabic on a 375 px phone every settings tab is in view, and the ones that cannot work yet say so', async ({
  page,
}) => {
  const owner = await demoOwnerSession();
  await page.setViewportSize({ width: 375, height: 800 });
  await storeSession(page, owner);
  await openIn(page, 'ar', '/customer/settings');

  const tabs = page.getByRole('tablist', { name: 'أقسام الإعدادات' }).getByRole('tab');
  // Profile, notifications, privacy, preferences, replies, smart replies and the reply voice (issue 24).
  await expect(tabs).toHaveCount(7);
  // The tabs wrap onto rows: none lies past the screen's edges, right to left.
  for (const tab of await tabs.all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
  }
  const shots = process.env.SUMAA_SHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/business-settings-tabs-ar-375.png` });

  await page.getByRole('tab', { name: 'الإشعارات' }).click();
  // The spec's SMS switch is the business's WhatsApp alerts (issue 23): on here, where the WhatsApp stand-in runs.
  await expect(page.getByRole('switch', { name: 'تنبيهات واتساب للتقييمات السلبية' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'الإشعارات الفورية على الجهاز' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'تنبيهات واتساب الخاصة بي' })).toBeVisible();
  if (shots)
    await page.screenshot({ path: `${shots}/business-settings-notifications-ar-375.png`, fullPage: true });
  await page.getByRole('tab', { name: 'الخصوصية' }).click();
  await expect(page.getByRole('switch', { name: 'ملف تعريفي عام' })).toBeDisabled();
  await page.getByRole('tab', { name: 'التفضيلات' }).click();
  await expect(page.getByRole('combobox', { name: 'العملة' })).toHaveCount(0);
  await expect(
    page.getByText('تُعرض المبالغ بالريال السعودي (SAR)، العملة التي يُفوتر بها اشتراكك.'),
  ).toBeVisible();
  if (shots)
    await page.screenshot({ path: `${shots}/business-settings-preferences-ar-375.png`, fullPage: true });
});

test('WhatsApp alerts (issue 23): the owner turns them on, and a new 1-star review at Google reaches their WhatsApp with its stars, branch and link', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await demoOwnerSession();
  const phone = uniqueSaudiMobile();
  try {
    await storeSession(page, owner);
    await openIn(page, 'en', '/customer/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const businessSwitch = page.getByRole('switch', { name: 'WhatsApp alerts for negative reviews' });
    await expect(businessSwitch).toBeEnabled();
    await businessSwitch.click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await api(owner, '/api/business-settings')).model.notifications.smsNotifications)
      .toBe(true);

    await page.getByRole('switch', { name: 'Send me WhatsApp alerts' }).click();
    await page.getByLabel('Your WhatsApp mobile number').fill(localWriting(phone));
    await page.getByRole('button', { name: 'Save my alerts' }).click();
    await expect(page.getByText('WhatsApp alerts are on')).toBeVisible();
    expect((await api(owner, '/api/notifications/whatsapp-alerts')).model).toMatchObject({ on: true, phone });

    // A new 1-star review of one of the demo's branches at Google, then "Sync now".
    const [branch] = (await api(owner, '/api/locations')).model.items as Array<{ name: string }>;
    const standin = (await (await fetch(`${GOOGLE_STANDIN_URL}/__standin/users`)).json()) as {
      users: Array<{ email: string; accounts: Array<{ locations: Array<{ name: string; title: string }> }> }>;
    };
    const location = standin.users
      .flatMap((user) => user.accounts.flatMap((account) => account.locations))
      .find((candidate) => candidate.title === branch.name)!;
    const comment = `Cold coffee and a long wait, e2e ${Date.now().toString(36)}`;
    const added = await fetch(`${GOOGLE_STANDIN_URL}/__standin/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        location: location.name,
        starRating: 1,
        comment,
        reviewerName: 'Khalid Alharbi',
      }),
    });
    expect(added.status).toBe(201);
    await openIn(page, 'en', '/customer/reviews');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByRole('article').filter({ hasText: comment })).toBeVisible({ timeout: 60_000 });

    const { items } = (await api(owner, `/api/Reviews?${new URLSearchParams({ search: comment })}`)).model;
    const reviewId = (items as Array<{ id: string }>)[0].id;
    await expect
      .poll(async () => (await whatsappMessagesTo(phone)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const alerts = (await whatsappMessagesTo(phone)).filter((message) =>
      message.link?.endsWith(`/customer/reviews?review=${reviewId}`),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ templateName: 'negative_review_alert', type: 'template' });
    expect(alerts[0].parameters.slice(0, 2)).toEqual(['1', branch.name]);

    // The alert's link opens the review in the inbox.
    await page.goto(alerts[0].link!);
    await expect(page.getByRole('dialog').getByText(comment)).toBeVisible();
  } finally {
    await api(owner, '/api/notifications/whatsapp-alerts', {
      method: 'PUT',
      body: JSON.stringify({ on: false, phone: null }),
    });
    await api(owner, '/api/business-settings', {
      method: 'PUT',
      body: JSON.stringify({ notifications: { smsNotifications: false } }),
    });
  }
});
