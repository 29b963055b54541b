import { randomUUID } from 'node:crypto';
import { contactMessagePageSchema, type ContactMessage } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  bearer,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../testing/factories';

const HOUR_MS = 60 * 60 * 1000;
const adminEmail = uniqueEmail('inbox-admin');
const adminPassword = 'Inbox-admin-pass-1';

let t: TestApp;
let adminToken: string;
let adminId: string;
let owner: RegisteredAccount;
/** Found in one searchable column of each seeded message, so the tests see only their own rows. */
const marker = `inbox-${randomUUID().slice(0, 8)}`;
const seeded: Record<string, string> = {};

interface SeedMessage {
  name: string;
  email: string;
  company?: string;
  subject?: string;
  message: string;
  status: ContactMessage['status'];
  priority: ContactMessage['priority'];
  hoursAfterStart: number;
  slaHoursAfterStart?: number;
  assignedToUserId?: string;
}

/** Written as the API role, which the insert policy lets anyone do; statuses other than `new` come from the inbox work. */
async function seedMessage(key: string, fields: SeedMessage, start: number) {
  const id = randomUUID();
  const createdAt = new Date(start + fields.hoursAfterStart * HOUR_MS);
  const slaDueAt = new Date(start + (fields.slaHoursAfterStart ?? fields.hoursAfterStart + 24) * HOUR_MS);
  await t.app.db.transaction((tx) =>
    tx.query(
      `INSERT INTO contact_messages (id, name, email, company, subject, message, status, priority, channel, language,
                                     assigned_to_user_id, sla_due_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'web', 'en', $9, $10, $11, $11)`,
      [
        id,
        fields.name,
        fields.email,
        fields.company ?? '',
        fields.subject ?? '',
        fields.message,
        fields.status,
        fields.priority,
        fields.assignedToUserId ?? null,
        slaDueAt,
        createdAt,
      ],
    ),
  );
  seeded[key] = id;
}

beforeAll(async () => {
  t = await createTestApp({ SUMAA_ADMIN_EMAIL: adminEmail, SUMAA_ADMIN_PASSWORD: adminPassword });
  const session = (await signIn(t.app, adminEmail, adminPassword)).json().model;
  adminToken = session.token;
  adminId = session.user.id;
  owner = await registerAccount(t.app);

  const start = t.clock.now().getTime() - 10 * HOUR_MS;
  await seedMessage(
    'zaid',
    {
      name: 'Zaid',
      email: 'zaid@example.test',
      company: marker,
      message: 'I am 100% sure we need the Enterprise plan.',
      status: 'new',
      priority: 'low',
      hoursAfterStart: 0,
    },
    start,
  );
  await seedMessage(
    'amal',
    {
      name: 'amal',
      email: 'amal@example.test',
      subject: `About ${marker.toUpperCase()}`,
      message: 'Billing question',
      status: 'open',
      priority: 'urgent',
      hoursAfterStart: 1,
      slaHoursAfterStart: 2,
      assignedToUserId: adminId,
    },
    start,
  );
  await seedMessage(
    'badr',
    {
      name: 'Badr',
      email: 'badr@example.test',
      message: `مرحباً، رمز الطلب ${marker}`,
      status: 'pending',
      priority: 'high',
      hoursAfterStart: 2,
    },
    start,
  );
  await seedMessage(
    'huda',
    {
      name: `Huda ${marker}`,
      email: 'huda@example.test',
      message: 'Thanks for the quick reply',
      status: 'resolved',
      priority: 'normal',
      hoursAfterStart: 3,
    },
    start,
  );
  await seedMessage(
    'omar',
    {
      name: 'Omar',
      email: `${marker}@example.test`,
      message: 'Please close my ticket',
      status: 'closed',
      priority: 'normal',
      hoursAfterStart: 4,
    },
    start,
  );
});
afterAll(async () => {
  await t.close();
});

function listContacts(query: string, headers: Record<string, string> = bearer(adminToken)) {
  return t.app.inject({ method: 'GET', url: `/api/contacts${query}`, headers: { ...ENGLISH, ...headers } });
}

/** The page of this file's messages for the given extra query. */
async function markedPage(extraQuery = '') {
  const response = await listContacts(`?search=${marker}${extraQuery}`);
  expect(response.statusCode).toBe(200);
  return contactMessagePageSchema.parse(response.json().model);
}

function keysOf(items: ContactMessage[]): string[] {
  const keyById = Object.fromEntries(Object.entries(seeded).map(([key, id]) => [id, key]));
  return items.map((item) => keyById[item.id] ?? item.id);
}

describe('GET /api/contacts as the super admin', () => {
  it('searches name, e-mail, company, subject and message, newest first by default', async () => {
    const page = await markedPage();
    expect(page.total).toBe(5);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(10);
    expect(keysOf(page.items)).toEqual(['omar', 'huda', 'badr', 'amal', 'zaid']);
  });

  it('returns every field of a message, with the assignee’s name', async () => {
    const amal = (await markedPage()).items.find((item) => item.id === seeded.amal)!;
    expect(amal).toMatchObject({
      name: 'amal',
      email: 'amal@example.test',
      company: '',
      subject: `About ${marker.toUpperCase()}`,
      message: 'Billing question',
      status: 'open',
      priority: 'urgent',
      channel: 'web',
      language: 'en',
      assignedToUserId: adminId,
      assignedToName: 'Sumaa Admin',
    });
    expect(Date.parse(amal.slaDueAt) - Date.parse(amal.createdAt)).toBe(HOUR_MS);
  });

  it('searches without regard to letter case, and takes % and _ literally', async () => {
    const upper = await listContacts(`?search=${marker.toUpperCase()}`);
    expect(upper.json().model.total).toBe(5);

    const percent = contactMessagePageSchema.parse(
      (await listContacts('?search=100%25&pageSize=100')).json().model,
    );
    expect(keysOf(percent.items)).toContain('zaid');
    for (const item of percent.items) {
      expect([item.name, item.email, item.company, item.subject, item.message].join(' ')).toContain('100%');
    }
    const underscore = await listContacts(`?search=${marker.slice(0, 4)}_`);
    expect(underscore.json().model.total).toBe(0);
  });

  it('pages through the results, with the total on every page', async () => {
    const first = await markedPage('&pageSize=2');
    expect(keysOf(first.items)).toEqual(['omar', 'huda']);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(keysOf((await markedPage('&pageSize=2&page=2')).items)).toEqual(['badr', 'amal']);
    expect(keysOf((await markedPage('&pageSize=2&page=3')).items)).toEqual(['zaid']);
    const past = await markedPage('&pageSize=2&page=4');
    expect(past).toEqual({ items: [], total: 5, page: 4, pageSize: 2 });
  });

  it('filters by status; "all" or no status means every status', async () => {
    const open = await markedPage('&status=open');
    expect(keysOf(open.items)).toEqual(['amal']);
    expect(open.total).toBe(1);
    expect((await markedPage('&status=all')).total).toBe(5);
    expect((await markedPage('&status=new')).items.map((item) => item.status)).toEqual(['new']);
  });

  it('sorts by each column in both directions', async () => {
    const order = async (sortBy: string, sortDir: string) =>
      keysOf((await markedPage(`&sortBy=${sortBy}&sortDir=${sortDir}`)).items);
    expect(await order('createdAt', 'asc')).toEqual(['zaid', 'amal', 'badr', 'huda', 'omar']);
    // Names without regard to letter case.
    expect(await order('name', 'asc')).toEqual(['amal', 'badr', 'huda', 'omar', 'zaid']);
    expect(await order('name', 'desc')).toEqual(['zaid', 'omar', 'huda', 'badr', 'amal']);
    // marker@… sorts between huda@… and zaid@… ("inbox-…" < "zaid").
    expect(await order('email', 'asc')).toEqual(['amal', 'badr', 'huda', 'omar', 'zaid']);
    // Statuses in their working order, not alphabetically.
    expect(await order('status', 'asc')).toEqual(['zaid', 'amal', 'badr', 'huda', 'omar']);
    // Priorities from urgent down; equal priorities newest first.
    expect(await order('priority', 'desc')).toEqual(['amal', 'badr', 'omar', 'huda', 'zaid']);
    expect(await order('slaDueAt', 'asc')).toEqual(['amal', 'zaid', 'badr', 'huda', 'omar']);
  });

  it('without a search lists every message, newest first, ten to a page', async () => {
    const response = await listContacts('');
    const page = contactMessagePageSchema.parse(response.json().model);
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.items.length).toBe(Math.min(10, page.total));
    const times = page.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers on any letter case of the path', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Contacts', headers: bearer(adminToken) })).statusCode,
    ).toBe(200);
  });

  it('refuses bad query values with a 400 naming each field, in English and Arabic', async () => {
    const query = '?page=0&pageSize=101&status=archived&sortBy=password&sortDir=up';
    const english = await listContacts(query);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields',
      errors: {
        page: ['This value is not valid'],
        pageSize: ['This value is not valid'],
        status: ['This value is not valid'],
        sortBy: ['This value is not valid'],
        sortDir: ['This value is not valid'],
      },
      model: null,
    });
    const arabic = await listContacts('?page=abc', { ...bearer(adminToken), ...ARABIC });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors).toEqual({ page: ['هذه القيمة غير صالحة'] });
  });
});

describe('GET /api/contacts for anyone else', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/contacts', headers: ENGLISH });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'User is not authenticated. JWT token missing.',
      errors: null,
      model: null,
    });
  });

  it('answers 403 to a business owner, in their language', async () => {
    const english = await listContacts('', bearer(owner.token));
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({
      success: false,
      message: 'You do not have permission to perform this action',
      errors: null,
      model: null,
    });
    const arabic = await listContacts('', { ...bearer(owner.token), ...ARABIC });
    expect(arabic.json().message).toBe('ليس لديك الصلاحية لتنفيذ هذا الإجراء');
  });
});

describe('contact_messages at the database level', () => {
  const countVisible = (rows: Record<string, unknown>[]) => Number(rows[0].visible);

  it('shows the API role no message unless the transaction acts for an active super admin', async () => {
    const query = 'SELECT count(*) AS visible FROM contact_messages';
    expect(countVisible(await t.app.db.transaction((tx) => tx.query(query)))).toBe(0);
    const asOwner = await t.app.db.tenantTransaction(
      { businessId: owner.businessId, userId: owner.userId },
      (tx) => tx.query(query),
    );
    expect(countVisible(asOwner)).toBe(0);
    const asAdmin = await t.app.db.tenantTransaction({ businessId: null, userId: adminId }, (tx) =>
      tx.query(query),
    );
    expect(countVisible(asAdmin)).toBeGreaterThanOrEqual(5);
  });

  it('lets the API role change messages only on the platform-admin path, and never delete them', async () => {
    // Outside the audited path (migration 020's app.platform_admin), the update policy admits no row.
    const changed = await t.app.db.tenantTransaction({ businessId: null, userId: adminId }, (tx) =>
      tx.query(`UPDATE contact_messages SET status = 'closed' WHERE id = $1 RETURNING id`, [seeded.zaid]),
    );
    expect(changed).toEqual([]);
    const asOwner = await t.app.db.tenantTransaction(
      { businessId: owner.businessId, userId: owner.userId },
      async (tx) => {
        await tx.query(`SELECT set_config('app.platform_admin', 'on', true)`);
        return tx.query(`UPDATE contact_messages SET status = 'closed' WHERE id = $1 RETURNING id`, [
          seeded.zaid,
        ]);
      },
    );
    expect(asOwner).toEqual([]);
    await expect(
      t.app.db.tenantTransaction({ businessId: null, userId: adminId }, (tx) =>
        tx.query('DELETE FROM contact_messages WHERE id = $1', [seeded.zaid]),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
