// Leaving (issue 21), in Arabic: the owner asks for the business's deletion from the settings' "Your data"
// section, confirmed with the password (a wrong one refused under its field); the dashboard's banner then shows
// the date it takes effect, and cancelling from the banner takes the deletion back. Nothing is deleted: the
// grace period never ends during the spec, and a failure cancels it through the API.
import { expect, test } from '@playwright/test';
import { expectDirection, openIn, storeSession } from '../support/browser';
import { API_URL, DEMO_OWNER, demoOwnerSession, latestMailTo } from '../support/product';

async function deletionStatus(session: { token: string; user: { businessId: string } }, method = 'GET') {
  const response = await fetch(`${API_URL}/api/privacy/business-deletion`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, 'X-Business-Id': session.user.businessId },
  });
  return (await response.json()) as { success: boolean; model: { scheduled: boolean } | null };
}

test('the owner schedules the business’s deletion in the settings and cancels it from the banner, in Arabic', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await demoOwnerSession();
  try {
    await storeSession(page, owner);
    await openIn(page, 'ar', '/customer/settings');
    await expectDirection(page, 'ar');

    const section = page.getByRole('region', { name: 'بياناتك' });
    await expect(section.getByRole('button', { name: 'تنزيل بياناتي' })).toBeVisible();
    await section.getByRole('button', { name: 'حذف النشاط التجاري' }).click();

    const dialog = page.getByRole('dialog', { name: 'حذف النشاط التجاري نهائياً؟' });
    await dialog.getByRole('textbox', { name: 'كلمة المرور' }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'نعم، احذف النشاط التجاري' }).click();
    await expect(dialog.getByText('كلمة المرور غير صحيحة')).toBeVisible();
    expect((await deletionStatus(owner)).model?.scheduled).toBe(false);

    await dialog.getByRole('textbox', { name: 'كلمة المرور' }).fill(DEMO_OWNER.password);
    await dialog.getByRole('button', { name: 'نعم، احذف النشاط التجاري' }).click();
    await expect(dialog).toBeHidden();

    // The banner above the page names the date (Arabic-Indic digits) and offers the cancellation.
    const banner = page.getByRole('status').filter({ hasText: 'سيُحذف هذا النشاط التجاري وكل بياناته في' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/[٠-٩]/);
    await expect(section).toContainText('سيُحذف النشاط التجاري وكل بياناته في');
    expect((await deletionStatus(owner)).model?.scheduled).toBe(true);
    const mail = await latestMailTo(DEMO_OWNER.email);
    expect(mail.subject).toMatch(/سيُحذف|will be deleted on/);

    // The banner stays on the other pages of the dashboard; cancelling there takes the deletion back.
    await page.getByRole('link', { name: 'نظرة عامة' }).first().click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'إلغاء الحذف' }).click();
    await expect(banner).toBeHidden();
    expect((await deletionStatus(owner)).model?.scheduled).toBe(false);

    await page.getByRole('link', { name: 'الإعدادات' }).first().click();
    await expect(
      page.getByRole('region', { name: 'بياناتك' }).getByRole('button', { name: 'حذف النشاط التجاري' }),
    ).toBeVisible();
  } finally {
    if ((await deletionStatus(owner)).model?.scheduled) await deletionStatus(owner, 'DELETE');
  }
});
