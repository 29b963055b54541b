// Leaving (issue 21): the owner's export of the business's data, a ZIP of CSV and JSON files. It holds the
// reviews, the team, the invoices, the review requests' customers (contacts, requests, opt-outs, visits) and the
// rest of the business, nothing of another business, no secret and no short-link code; it is
// the owner's alone; and read in small batches it holds exactly the same rows (the keyset neither skips nor
// repeats), which is how a big business streams.
import { unzipSync } from 'fflate';
import { Readable } from 'node:stream';
import { ARABIC, addTeamMember, registerAccount } from '../../../testing/factories';
import { openBusinessExport } from '../export/business-export-zip';
import {
  asOwner,
  fullBusiness,
  startLeavingBed,
  type FullBusiness,
  type LeavingBed,
} from './support/leaving-bed';

let bed: LeavingBed;
let business: FullBusiness;
beforeAll(async () => {
  bed = await startLeavingBed();
  business = await fullBusiness(bed, 'Export Café');
}, 120_000);
afterAll(async () => {
  await bed?.close();
});

const BOM = '\uFEFF';

function exportAs(account: { token: string }, headers?: Record<string, string>) {
  return bed.app.inject({ method: 'GET', url: '/api/privacy/export', headers: asOwner(account, headers) });
}

function filesOf(zip: Uint8Array): Record<string, string> {
  return Object.fromEntries(
    // Buffer's decoder keeps the BOM (TextDecoder would drop it).
    Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]),
  );
}

/** Data lines of a CSV (the header and the trailing line end left out). */
function dataLines(csv: string): string[] {
  return csv.replace(BOM, '').split('\r\n').slice(1).filter(Boolean);
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

describe('exporting the business data', () => {
  it('answers a ZIP with every part of the business as CSV (UTF-8 with BOM) and the profile as JSON', async () => {
    const { owner, member } = business;
    const response = await exportAs(owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="sumaa-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = filesOf(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'business.json',
        'competitor_figures.csv',
        'competitors.csv',
        'invitations.csv',
        'invoices.csv',
        'locations.csv',
        'notifications.csv',
        'replies.csv',
        'reply_templates.csv',
        'review_request_contacts.csv',
        'review_request_opt_outs.csv',
        'review_request_visits.csv',
        'review_requests.csv',
        'reviews.csv',
        'subscriptions.csv',
        'team.csv',
        'whatsapp_alerts.csv',
      ].sort(),
    );
    for (const [name, text] of Object.entries(files)) {
      if (name.endsWith('.csv')) expect({ name, bom: text.startsWith(BOM) }).toEqual({ name, bom: true });
    }

    const storedReviews = await bed.app.db.tenantTransaction(
      { businessId: owner.businessId, userId: null },
      (tx) =>
        tx.query<{ id: string; comment_original: string | null }>('SELECT id, comment_original FROM reviews'),
    );
    expect(storedReviews.length).toBeGreaterThan(0);
    const reviewLines = dataLines(files['reviews.csv']);
    expect(reviewLines).toHaveLength(storedReviews.length);
    for (const review of storedReviews) expect(files['reviews.csv']).toContain(review.id);

    expect(files['team.csv']).toContain(owner.email);
    expect(files['team.csv']).toContain(member.email);
    expect(files['invitations.csv']).toContain(`pending-${owner.email}`);
    expect(dataLines(files['invoices.csv'])).toHaveLength(1);
    expect(files['invoices.csv']).toContain(',paid,');
    expect(dataLines(files['locations.csv'])).toHaveLength(1);
    const profile = JSON.parse(files['business.json']);
    expect(profile.profile.name).toBe('Export Café');
    expect(profile.settings.preferences.language).toBeDefined();
    expect(profile.google.google_email).toBeDefined();
    expect(files['README.txt']).toContain('بيانات نشاطك التجاري في سمعة');
    // Every file is described in both languages.
    const readme = files['README.txt'].split('\r\n');
    for (const name of Object.keys(files).filter((file) => file !== 'README.txt')) {
      const described = readme.filter(
        (line) => line.startsWith(`- ${name}: `) && line.length > name.length + 4,
      );
      expect({ name, described: described.length }).toEqual({ name, described: 2 });
    }
    expect(files['README.txt']).toContain('review requests sent: channel, status');
    expect(files['README.txt']).toContain('طلبات التقييم المرسلة');

    // The customers asked for reviews are the business's personal data: the contacts, what was sent them (with
    // its channel and status), their opt-outs and visits. Not the short-link code, which still opens the page.
    const { customers } = business;
    const contactLines = dataLines(files['review_request_contacts.csv']);
    expect(contactLines).toHaveLength(2);
    const noura = contactLines.find((line) => line.startsWith(customers.optedOut.id))!;
    expect(noura).toContain(customers.optedOut.name);
    expect(noura).toContain(customers.optedOut.phone);
    expect(noura).toContain(customers.optedOut.email);
    expect(noura).toMatch(/,manual,\d{4}-/);
    const requestLines = dataLines(files['review_requests.csv']);
    expect(requestLines).toHaveLength(2);
    const asked = requestLines.find((line) => line.startsWith(customers.requestId))!;
    expect(files['review_requests.csv'].split('\r\n')[0]).toContain('channel');
    expect(asked).toContain(`,${customers.optedOut.name},email,`);
    expect(asked).toContain(',sent,');
    expect(requestLines.some((line) => line.includes(`,${customers.visited.name},email,`))).toBe(true);
    const optOutLines = dataLines(files['review_request_opt_outs.csv']);
    expect(optOutLines).toHaveLength(1);
    expect(optOutLines[0]).toContain(customers.optedOut.email);
    expect(dataLines(files['review_request_visits.csv'])).toEqual([
      expect.stringContaining(`${customers.visited.id},${customers.visited.name},`),
    ]);
    expect(Object.values(files).join('\n')).not.toContain(customers.code);
    expect(dataLines(files['whatsapp_alerts.csv'])).toEqual([
      // A phone's leading + is kept from spreadsheets' formulas by a quote, as every cell of the export is.
      expect.stringMatching(/^Agent Amal,false,'\+966559876543,\d{4}-/),
    ]);

    // No secret travels: no Google token, no token hash, no password hash.
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain(business.refreshToken);
    expect(everything).not.toMatch(/token_hash|password_hash|refresh_token|\$argon2/);
  });

  it('holds nothing of another business', async () => {
    const other = await registerAccount(bed.app, { Business_name: 'Someone Else' });
    await bed.app.db.tenantTransaction({ businessId: other.businessId, userId: null }, (tx) =>
      tx.query(
        `INSERT INTO reply_templates (business_id, sentiment, language, content, created_at, updated_at)
         VALUES ($1, 'Positive', 'en', 'A template only Someone Else has', now(), now())`,
        [other.businessId],
      ),
    );
    const files = filesOf((await exportAs(business.owner)).rawPayload);
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain('A template only Someone Else has');
    expect(everything).not.toContain(other.email);
    expect(filesOf((await exportAs(other)).rawPayload)['reply_templates.csv']).toContain(
      'A template only Someone Else has',
    );
  });

  it('reads in batches without skipping or repeating a row', async () => {
    const { owner } = business;
    const whole = filesOf((await exportAs(owner)).rawPayload);
    const batched = await openBusinessExport({
      db: bed.app.db,
      scope: { businessId: owner.businessId, userId: owner.userId },
      now: bed.t.clock.now(),
      batchSize: 2,
    });
    const files = filesOf(await bytesOf(batched.stream));
    for (const name of ['reviews.csv', 'team.csv', 'invitations.csv', 'review_request_contacts.csv']) {
      expect({ name, lines: dataLines(files[name]).sort() }).toEqual({
        name,
        lines: dataLines(whole[name]).sort(),
      });
    }
    expect(new Set(dataLines(files['reviews.csv'])).size).toBe(dataLines(files['reviews.csv']).length);
  });

  it('is the owner’s alone: an admin who is not the owner gets 403, translated', async () => {
    const admin = await addTeamMember(bed.app, business.owner, { role: 'Admin' });
    const refused = await exportAs(admin, ARABIC);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('لا يمكن تنفيذ هذا الإجراء إلا من قبل مالك النشاط التجاري');
    const viewer = await addTeamMember(bed.app, business.owner, { role: 'Viewer' });
    expect((await exportAs(viewer)).statusCode).toBe(403);
  });
});
