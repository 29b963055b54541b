// The contacts' CSV import through HTTP (multipart field `file`): Arabic and English headers, UTF-8 with and
// without a byte-order mark, the preview that writes nothing, the row-by-row report (imported, duplicate, error
// with its reasons), the all-or-nothing rule, a visit-date column that records visits, and the file refusals.
import {
  contactImportResultSchema,
  reviewContactPageSchema,
  type ContactImportResult,
} from '@sumaa/contracts';
import { ARABIC, ENGLISH, bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { multipartBody } from '../../../testing/multipart';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  addContact,
  addLocation,
  advanceToRiyadhTime,
  useFakeChannels,
} from './support/review-request-steps';

let t: TestApp;
let owner: RegisteredAccount;
let olaya: string;

beforeAll(async () => {
  t = await createTestApp();
  // Noon in Riyadh: outside the quiet hours.
  advanceToRiyadhTime(t, 12);
  useFakeChannels(t.app);
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House' });
  olaya = await addLocation(t.app, owner.businessId, 'فرع العليا');
});
afterAll(async () => {
  await t.close();
});

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

async function importCsv(
  csv: string | Buffer,
  options: { preview?: boolean; headers?: Record<string, string>; account?: RegisteredAccount } = {},
) {
  const form = await multipartBody({
    file: {
      content: Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'),
      filename: 'contacts.csv',
      contentType: 'text/csv',
    },
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/review-requests/contacts/import${options.preview ? '?preview=true' : ''}`,
    headers: { ...bearer((options.account ?? owner).token), ...ENGLISH, ...options.headers, ...form.headers },
    payload: form.payload,
  });
}

async function contactCount(): Promise<number> {
  const [row] = await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<{ total: number }>('SELECT count(*)::int AS total FROM contacts WHERE business_id = $1', [
      owner.businessId,
    ]),
  );
  return row.total;
}

const result = (response: { json(): { model: unknown } }): ContactImportResult =>
  contactImportResultSchema.parse(response.json().model);

describe('importing contacts from a CSV file', () => {
  it('previews a file with Arabic headers and a byte-order mark without writing anything, then imports it', async () => {
    const csv = Buffer.concat([
      BOM,
      Buffer.from(
        'الاسم,رقم الجوال,البريد الإلكتروني,اللغة,الفرع\r\n' +
          'نورة القحطاني,٠٥٠١٢٣٤٥٦٧,,عربي,فرع العليا\r\n' +
          '"Smith, John",+971 50 123 4567,JOHN@example.com,English,\r\n' +
          '\r\n' +
          'سارة,,sara@example.com,,\r\n',
        'utf8',
      ),
    ]);
    const before = await contactCount();
    const preview = await importCsv(csv, { preview: true, headers: ARABIC });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().message).toBe('هذا ما سيحدث عند الاستيراد؛ لم يُحفظ شيء بعد');
    const planned = result(preview);
    expect(planned).toMatchObject({ preview: true, imported: 3, duplicates: 0, errors: 0 });
    expect(planned.columns).toEqual(['name', 'phone', 'email', 'language', 'location']);
    expect(planned.rows.map((row) => [row.line, row.name, row.outcome])).toEqual([
      [2, 'نورة القحطاني', 'imported'],
      [3, 'Smith, John', 'imported'],
      [5, 'سارة', 'imported'],
    ]);
    expect(await contactCount()).toBe(before);

    const imported = await importCsv(csv);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().message).toBe('The contacts have been imported');
    expect(result(imported)).toMatchObject({ preview: false, imported: 3, duplicates: 0, errors: 0 });
    expect(await contactCount()).toBe(before + 3);
    const page = reviewContactPageSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/review-requests/contacts?search=${encodeURIComponent('نورة')}`,
          headers: bearer(owner.token),
        })
      ).json().model,
    );
    expect(page.items).toEqual([
      expect.objectContaining({
        phone: '+966501234567',
        language: 'ar',
        locationId: olaya,
        consentSource: 'import',
      }),
    ]);
  });

  it('skips duplicates of contacts already there and of earlier rows, with English headers and no byte-order mark', async () => {
    await addContact(t.app, owner, { name: 'Already here', phone: '0555000111' });
    const csv =
      'Name,Phone,Email\n' +
      'Already again,+966555000111,\n' +
      'Khalid,0555000222,khalid@example.com\n' +
      'Khalid twice,,KHALID@example.com\n';
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    const report = result(response);
    expect(report).toMatchObject({ imported: 1, duplicates: 2, errors: 0 });
    expect(report.rows.map((row) => [row.outcome, row.reasons.map((reason) => reason.message)])).toEqual([
      ['duplicate', ['A contact with this phone or e-mail already exists']],
      ['imported', []],
      ['duplicate', ['The same phone or e-mail is on an earlier row of this file']],
    ]);
    expect(report.rows[0].contactId).toEqual(expect.any(String));
  });

  it('reports bad rows with their reasons in the preview, and imports nothing of a file that has any', async () => {
    const csv =
      'name;mobile;e-mail;language;branch\n' +
      'Good One;0566000111;;en;\n' +
      ';0566000222;;ar;\n' +
      'Bad Phone;12345;;ar;\n' +
      'Nothing;;;ar;\n' +
      'Wrong Branch;0566000333;;fr;Nowhere\n';
    const preview = await importCsv(csv, { preview: true });
    expect(preview.statusCode).toBe(200);
    const report = result(preview);
    expect(report).toMatchObject({ imported: 1, duplicates: 0, errors: 4 });
    expect(
      report.rows.map((row) => [row.line, row.outcome, row.reasons.map((reason) => reason.field)]),
    ).toEqual([
      [2, 'imported', []],
      [3, 'error', ['name']],
      [4, 'error', ['phone']],
      [5, 'error', ['phone']],
      [6, 'error', ['language', 'location']],
    ]);
    expect(report.rows[3].reasons[0].message).toBe('Enter a mobile number or an e-mail address');

    const before = await contactCount();
    const refused = await importCsv(csv, { headers: ARABIC });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'في بعض الصفوف أخطاء، فلم يُستورد أي شيء. صحّحها (المعاينة تعرضها) واستورد من جديد.',
      errors: {
        'rows.3.name': ['اسم العميل مطلوب'],
        'rows.6.location': ['لا يوجد فرع مرتبط بهذا الاسم'],
      },
    });
    // Not even the good row.
    expect(await contactCount()).toBe(before);
  });

  it('writes every row or none: a failure part-way through leaves no row behind', async () => {
    // A row the database refuses after the ones before it were written (a trigger standing in for any failure
    // inside the transaction: a lost connection, a killed process).
    await t.app.db.ownerTransaction(async (tx) => {
      await tx.query(`CREATE FUNCTION test_refuse_contact() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.name = 'Refused' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
      await tx.query(
        'CREATE TRIGGER test_refuse_contact BEFORE INSERT ON contacts FOR EACH ROW EXECUTE FUNCTION test_refuse_contact()',
      );
    });
    try {
      const before = await contactCount();
      const response = await importCsv(
        'name,phone\nFirst,0577000111\nSecond,0577000222\nRefused,0577000333\n',
      );
      expect(response.statusCode).toBe(500);
      expect(response.json().success).toBe(false);
      expect(await contactCount()).toBe(before);
    } finally {
      await t.app.db.ownerTransaction(async (tx) => {
        await tx.query('DROP TRIGGER test_refuse_contact ON contacts');
        await tx.query('DROP FUNCTION test_refuse_contact()');
      });
    }
  });

  it('records a visit from a visit-date column, which queues a request for the hours after it', async () => {
    const csv = 'الاسم,الجوال,تاريخ الزيارة\nعبدالله,0588000111,2020-01-15\nمن دون زيارة,0588000222,\n';
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    const report = result(response);
    expect(report.rows.map((row) => row.visitRecorded)).toEqual([true, false]);
    const visits = await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query<{ visited_at: Date; status: string; channel: string }>(
        `SELECT v.visited_at, r.status, r.channel FROM visits v
           JOIN review_requests r ON r.business_id = v.business_id AND r.id = v.request_id
          WHERE v.business_id = $1 AND v.contact_id = $2`,
        [owner.businessId, report.rows[0].contactId],
      ),
    );
    // Noon on the business's clock (UTC+3) when the file gives only a day.
    expect(visits).toEqual([
      { visited_at: new Date('2020-01-15T09:00:00Z'), status: 'queued', channel: 'whatsapp' },
    ]);
  });

  it('refuses what is not a usable file, with the reason', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name,phone\n', 'utf16le')]);
    const notUtf8 = await importCsv(utf16);
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().message).toBe('The file is not UTF-8 text. Save it as “CSV UTF-8” and try again.');
    const windows1256 = await importCsv(
      Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xc7, 0xe1, 0xc7, 0xd3, 0xe3]),
    );
    expect(windows1256.statusCode).toBe(400);
    const noName = await importCsv('phone,email\n0500000000,\n');
    expect(noName.json()).toMatchObject({
      success: false,
      errors: { file: ['The file needs a name column (name or الاسم)'] },
    });
    const noContact = await importCsv('name,city\nAli,Riyadh\n');
    expect(noContact.statusCode).toBe(400);
    expect((await importCsv('name,phone\n')).json().message).toBe('The file has no rows to import');
    const unclosed = await importCsv('name,phone\n"Ali,0500000000\n');
    expect(unclosed.statusCode).toBe(400);
    const missing = await multipartBody({ note: 'no file' });
    const withoutFile = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests/contacts/import',
      headers: { ...bearer(owner.token), ...ENGLISH, ...missing.headers },
      payload: missing.payload,
    });
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json().message).toBe('Choose a CSV file to import');
  });
});
