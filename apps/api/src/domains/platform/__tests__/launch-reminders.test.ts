// The launch e-mail (issue 21): the addresses left on the coming-soon page are mailed once LAUNCH_AT has passed,
// never before, exactly once each however many workers look at once, in the language
// each was left in, with an unsubscribe link (footer and RFC 8058 headers) that takes the address off the list.
import type { Mailer } from '../../../mail/mailer';
import { ARABIC, ENGLISH, uniqueEmail } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { sendDueLaunchReminders } from '../launch/send-launch-reminders';

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  const launchAt = new Date(Date.now() + 2 * HOUR_MS).toISOString();
  t = await createTestApp({ LAUNCH_AT: launchAt, RATE_LIMIT_LAUNCH_REMINDER_PER_IP_MAX: '1000000' });
});
afterAll(async () => {
  await t.close();
});

interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

async function mailsTo(email: string): Promise<Mail[]> {
  await t.app.mailer.idle();
  return t.app.db.ownerTransaction((tx) =>
    tx.query<Mail>(
      `SELECT subject, text_body AS text, html_body AS html, headers FROM mail_outbox
        WHERE to_address = $1 ORDER BY created_at`,
      [email.toLowerCase()],
    ),
  );
}

async function leaveAddress(email: string, headers: Record<string, string>) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/launch/reminders',
    payload: { email },
    headers,
  });
  expect(reply.statusCode).toBe(201);
}

function unsubscribePath(mail: Mail): string {
  const url = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header on “${mail.subject}”`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

describe('the launch e-mail', () => {
  const arabic = uniqueEmail('soon-ar');
  const english = uniqueEmail('soon-en');
  const leaver = uniqueEmail('soon-leaver');

  it('is sent once LAUNCH_AT has passed, not before, exactly once per address, in its language', async () => {
    await leaveAddress(arabic, ARABIC);
    await leaveAddress(english.toUpperCase(), ENGLISH);
    await leaveAddress(leaver, ENGLISH);

    expect(await sendDueLaunchReminders(t.app)).toBe(0);
    expect(await mailsTo(arabic)).toEqual([]);

    t.clock.advance(2 * HOUR_MS + 1000);
    // Two workers (as two API processes would, each with its own claim) look at the same moment.
    const counts = await Promise.all([sendDueLaunchReminders(t.app), sendDueLaunchReminders(t.app)]);
    expect(counts[0] + counts[1]).toBe(3);
    // Looking again, later, sends nothing more.
    t.clock.advance(HOUR_MS);
    expect(await sendDueLaunchReminders(t.app)).toBe(0);

    const [inArabic, ...moreArabic] = await mailsTo(arabic);
    expect(moreArabic).toEqual([]);
    expect(inArabic.subject).toBe('سمعة متاحة الآن');
    expect(inArabic.html).toContain('dir="rtl"');
    expect(inArabic.text).toContain('http://app.sumaa.test/signup');

    const [inEnglish, ...moreEnglish] = await mailsTo(english);
    expect(moreEnglish).toEqual([]);
    expect(inEnglish.subject).toBe('Sumaa is open');
    expect(inEnglish.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(inEnglish.text).toContain(unsubscribePath(inEnglish));
  });

  it('has an unsubscribe link whose page asks first, in the address’s language, and whose POST takes it off', async () => {
    const [mail] = await mailsTo(arabic);
    const page = await t.app.inject({ method: 'GET', url: unsubscribePath(mail) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('data-state="question"');

    const oneClick = await t.app.inject({
      method: 'POST',
      url: unsubscribePath(mail),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('data-state="done"');
    const again = await t.app.inject({ method: 'POST', url: unsubscribePath(mail) });
    expect(again.body).toContain('data-state="alreadyOff"');
  });

  it('refuses a link that is not ours with a 400 page', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/launch/reminders/unsubscribe?token=not-a-token',
      headers: ENGLISH,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('data-state="invalid"');
  });

  it('is not sent to an address that left the list before it went out', async () => {
    const late = uniqueEmail('soon-late');
    await leaveAddress(late, ENGLISH);
    const [row] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ unsubscribe_token: string }>(
        'SELECT unsubscribe_token FROM launch_reminders WHERE email = $1',
        [late],
      ),
    );
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/launch/reminders/unsubscribe?token=${row.unsubscribe_token}`,
    });
    expect(off.statusCode).toBe(200);
    await sendDueLaunchReminders(t.app);
    expect(await mailsTo(late)).toEqual([]);
  });
});

describe('a launch e-mail the transport refuses', () => {
  it('is not recorded as sent, and is sent once the transport takes it, after the retry wait', async () => {
    const unlucky = uniqueEmail('soon-retry');
    await leaveAddress(unlucky, ARABIC);
    // An SMTP server that refuses everything, as a transport (not our code) would.
    const refusing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw Object.assign(new Error('refused'), { responseCode: 554 });
      },
      describe: () => 'a refusing SMTP server',
      close: async () => undefined,
    };
    t.app.mailer.useTransport(refusing);
    try {
      expect(await sendDueLaunchReminders(t.app)).toBe(0);
    } finally {
      t.app.mailer.useTransport(null);
    }
    // Held for the retry wait: looking again at once sends nothing.
    expect(await sendDueLaunchReminders(t.app)).toBe(0);
    expect(await mailsTo(unlucky)).toEqual([]);

    t.clock.advance(11 * 60 * 1000);
    expect(await sendDueLaunchReminders(t.app)).toBe(1);
    const mails = await mailsTo(unlucky);
    expect(mails.map((mail) => mail.subject)).toEqual(['سمعة متاحة الآن']);
  });
});
