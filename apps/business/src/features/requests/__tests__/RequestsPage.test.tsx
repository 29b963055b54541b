import type { SessionUser } from '@sumaa/api-client';
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import {
  errorOf,
  fakeApi,
  type FakeApi,
  fieldByLabel,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import {
  type ContactImportResult,
  DEFAULT_BUSINESS_SETTINGS,
  type ReviewContact,
  type ReviewRequest,
  type ReviewRequestLink,
  type ReviewRequestSettings,
  REVIEW_REQUEST_FAILURE_REASONS,
  REVIEW_REQUEST_STATUSES,
  type SendReviewRequestsResult,
} from '@sumaa/contracts';
import { findMissingKeys, type Language } from '@sumaa/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { businessArea } from '../../../testing/businessArea';
import { requestsTexts } from '../i18n';

// The page's texts are put in by the set-up, as the shell has them by the time a user opens the page.
const requestsArea = {
  ...businessArea,
  texts: { ...businessArea.texts, 'business.requests': requestsTexts },
};

// The page's texts load with its code and the build machines are shared: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const API = 'http://api.test';
const LOCATION_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_LOCATION_ID = '22222222-2222-4222-8222-222222222222';

function createContact(overrides: Partial<ReviewContact> = {}): ReviewContact {
  return {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    name: 'Someone',
    phone: '+966512345678',
    email: null,
    language: 'ar',
    locationId: null,
    consentSource: 'manual',
    optedOutAt: null,
    lastRequestedAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

const SARA = createContact({ id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Sara Alotaibi' });
const OMAR = createContact({
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  name: 'Omar Hassan',
  phone: null,
  email: 'omar@example.com',
  language: 'en',
  consentSource: 'import',
});
const HUDA = createContact({
  id: 'aaaaaaaa-0000-4000-8000-000000000003',
  name: 'Huda Opted',
  phone: '+966598765432',
  optedOutAt: '2026-11-20T09:00:00.000Z',
});
const FAHAD = createContact({ id: 'aaaaaaaa-0000-4000-8000-000000000004', name: 'Fahad Night' });
const CONTACTS = [SARA, OMAR, HUDA, FAHAD];

const LINKS: ReviewRequestLink[] = [
  {
    locationId: LOCATION_ID,
    locationName: 'Olaya branch',
    url: 'http://api.test/r/AbCdEfGhIjKlMnOpQrStUv',
    qrPngUrl: `${API}/api/review-requests/links/${LOCATION_ID}/qr.png`,
    qrSvgUrl: `${API}/api/review-requests/links/${LOCATION_ID}/qr.svg`,
    cardPdfUrl: `${API}/api/review-requests/links/${LOCATION_ID}/card.pdf`,
  },
  {
    locationId: OTHER_LOCATION_ID,
    locationName: 'Malqa branch',
    url: 'http://api.test/r/ZyXwVuTsRqPoNmLkJiHgFe',
    qrPngUrl: `${API}/api/review-requests/links/${OTHER_LOCATION_ID}/qr.png`,
    qrSvgUrl: `${API}/api/review-requests/links/${OTHER_LOCATION_ID}/qr.svg`,
    cardPdfUrl: `${API}/api/review-requests/links/${OTHER_LOCATION_ID}/card.pdf`,
  },
];

const defaults = {
  ar: 'مرحبا {firstName}، قيّم {business}: {link}',
  en: 'Hi {firstName}, rate {business}: {link}',
};
const SETTINGS: ReviewRequestSettings = {
  templates: {
    whatsapp: { ar: null, en: null },
    sms: { ar: 'قيّمنا {link}', en: null },
    email: { ar: null, en: null },
  },
  effectiveTemplates: { whatsapp: defaults, sms: { ...defaults, ar: 'قيّمنا {link}' }, email: defaults },
  whatsappTemplateName: 'review_request',
  cooldownDays: 30,
  quietHoursStart: '22:00',
  quietHoursEnd: '09:00',
  channelsEnabled: ['whatsapp', 'sms', 'email'],
  channelsAvailable: ['whatsapp', 'sms', 'email'],
  hoursAfterVisit: 2,
};

function createRequest(overrides: Partial<ReviewRequest> = {}): ReviewRequest {
  return {
    id: 'bbbbbbbb-0000-4000-8000-000000000001',
    contactId: SARA.id,
    contactName: 'Sara Alotaibi',
    channel: 'whatsapp',
    locationId: LOCATION_ID,
    status: 'delivered',
    failureReason: null,
    link: 'http://api.test/r/RequestCodeRequestCode1',
    scheduledFor: '2026-11-30T10:00:00.000Z',
    sentAt: '2026-11-30T10:00:05.000Z',
    deliveredAt: '2026-11-30T10:00:09.000Z',
    readAt: null,
    clickedAt: null,
    createdAt: '2026-11-30T10:00:00.000Z',
    probableReview: null,
    ...overrides,
  };
}

const ADMIN = createSessionUser({ id: 'user-owner', role: 'admin', business_id: 'business-1' });

const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 25 });

function playApi(contacts: ReviewContact[] = CONTACTS): FakeApi {
  return fakeApi({
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'GET /api/review-requests/contacts': () => ok(page(contacts)),
    'GET /api/review-requests/links': () => ok(LINKS),
    'GET /api/review-requests/settings': () => ok(SETTINGS),
    'GET /api/review-requests': () => ok(page([createRequest()])),
  });
}

async function openRequests({
  user = ADMIN,
  language = 'en',
  entry = '/customer/requests',
}: { user?: SessionUser; language?: Language; entry?: string } = {}) {
  return renderArea(requestsArea, entry, { user, language, strict: false });
}

const contactsTable = () => screen.findByRole('table', { name: 'Review request contacts' });
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;
const jsonOf = async (request: Request) => (await request.clone().json()) as unknown;
const searchOf = (request: Request) => new URL(request.url).searchParams;

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('review requests page', () => {
  it('has every text in both languages', () => {
    expect(findMissingKeys(requestsTexts)).toEqual([]);
  });

  it('names every status and failure reason the API can return, in Arabic and in English', () => {
    for (const language of ['ar', 'en'] as const) {
      const texts = requestsTexts[language] as {
        statuses: Record<string, string | undefined>;
        failureReasons: Record<string, string | undefined>;
      };
      const unnamed = [
        ...REVIEW_REQUEST_STATUSES.filter((status) => !texts.statuses[status]?.trim()),
        ...REVIEW_REQUEST_FAILURE_REASONS.filter((reason) => !texts.failureReasons[reason]?.trim()),
      ];
      expect({ language, unnamed }).toEqual({ language, unnamed: [] });
    }
  });

  it('shows a request being sent, and a send cut off at the provider with its reason, in both languages', async () => {
    const sending = createRequest({
      id: 'bbbbbbbb-0000-4000-8000-000000000003',
      contactName: 'Reem Sending',
      status: 'sending',
      sentAt: null,
      deliveredAt: null,
    });
    const interrupted = createRequest({
      id: 'bbbbbbbb-0000-4000-8000-000000000004',
      contactName: 'Majed Interrupted',
      status: 'failed',
      failureReason: 'interrupted',
      sentAt: null,
      deliveredAt: null,
    });
    const refused = createRequest({
      id: 'bbbbbbbb-0000-4000-8000-000000000005',
      contactName: 'Lama Refused',
      status: 'failed',
      failureReason: 'WhatsApp 131026 Message undeliverable',
      sentAt: null,
      deliveredAt: null,
    });
    const api = playApi();
    api.answer({ 'GET /api/review-requests': () => ok(page([sending, interrupted, refused])) });
    const english = await openRequests({ entry: '/customer/requests?tab=history' });
    const table = await screen.findByRole('table', { name: 'Review requests sent' });
    expect(within(rowOf(table, 'Reem Sending')).getByText('Sending')).toBeInTheDocument();
    const cut = rowOf(table, 'Majed Interrupted');
    expect(within(cut).getByText('Failed')).toBeInTheDocument();
    expect(within(cut).getByText(/^Reason: The send was cut off/)).toBeInTheDocument();
    const provider = rowOf(table, 'Lama Refused');
    expect(within(provider).getByText('WhatsApp 131026 Message undeliverable')).toHaveAttribute('dir', 'ltr');
    english.unmount();

    await openRequests({ language: 'ar', entry: '/customer/requests?tab=history' });
    const arabic = await screen.findByRole('table', { name: 'طلبات التقييم المرسلة' });
    expect(within(rowOf(arabic, 'Reem Sending')).getByText('جارٍ الإرسال')).toBeInTheDocument();
    expect(within(rowOf(arabic, 'Majed Interrupted')).getByText(/^السبب: انقطع الإرسال/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'جارٍ الإرسال' })).toHaveValue('sending');
  });

  it('lists the contacts with their opt-out state and numbers kept left to right, and searches them', async () => {
    const api = playApi();
    const { user } = await openRequests();

    expect(await screen.findByRole('heading', { level: 1, name: 'Review requests' })).toBeInTheDocument();
    const table = await contactsTable();
    expect(within(table).getAllByRole('row')).toHaveLength(CONTACTS.length + 1);
    expect(screen.getByText('Contacts: 4')).toBeInTheDocument();

    const sara = rowOf(table, 'Sara Alotaibi');
    const phone = within(sara).getByText('+966512345678');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(within(sara).getByText('Receives requests')).toBeInTheDocument();
    expect(within(sara).getByText('Not asked yet')).toBeInTheDocument();
    expect(within(sara).getByText('Added by hand')).toBeInTheDocument();
    const huda = rowOf(table, 'Huda Opted');
    expect(within(huda).getByText('Opted out')).toBeInTheDocument();
    expect(within(rowOf(table, 'Omar Hassan')).getByText('omar@example.com')).toBeInTheDocument();

    api.answer({ 'GET /api/review-requests/contacts': () => ok(page([OMAR])) });
    await user.type(fieldByLabel('Search by name, mobile or e-mail'), 'omar{Enter}');

    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    const searched = api.requestsTo('/api/review-requests/contacts').at(-1) as Request;
    expect(searchOf(searched).get('search')).toBe('omar');
    expect(screen.getByTestId('location')).toHaveTextContent('/customer/requests?search=omar');

    api.answer({ 'GET /api/review-requests/contacts': () => ok(page([])) });
    await user.clear(fieldByLabel('Search by name, mobile or e-mail'));
    await user.type(fieldByLabel('Search by name, mobile or e-mail'), 'nobody{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'No contact matches this search' }),
    ).toBeInTheDocument();
  });

  it('says what to do when there are no contacts yet', async () => {
    playApi([]);
    await openRequests();
    expect(await screen.findByRole('heading', { name: 'No contacts yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Add a contact or import a CSV file with names and mobile numbers or e-mails, then send them a review request.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Import CSV' }).length).toBeGreaterThan(0);
  });

  it('shows the server’s message with a retry when the contacts fail to load', async () => {
    const api = playApi();
    api.answer({
      'GET /api/review-requests/contacts': () => refused(403, 'You do not have permission for this action'),
    });
    const { user } = await openRequests({ entry: '/customer/requests?page=2' });
    expect(await screen.findByText('You do not have permission for this action')).toBeInTheDocument();
    expect(searchOf(api.requestsTo('/api/review-requests/contacts')[0]).get('page')).toBe('2');

    api.answer({ 'GET /api/review-requests/contacts': () => ok(page(CONTACTS)) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await contactsTable()).toBeInTheDocument();
  });

  it('goes back to the last page that has contacts when the address points past the end', async () => {
    const api = playApi();
    api.answer({
      'GET /api/review-requests/contacts': (request) =>
        searchOf(request).get('page') === '3' ? ok({ ...page([]), total: 4, page: 3 }) : ok(page(CONTACTS)),
    });
    await openRequests({ entry: '/customer/requests?page=3' });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/customer\/requests$/));
    expect(within(await contactsTable()).getAllByRole('row')).toHaveLength(CONTACTS.length + 1);
    expect(searchOf(api.requestsTo('/api/review-requests/contacts').at(-1) as Request).get('page')).toBe('1');
  });

  it('speaks Arabic right to left, with its own tab names', async () => {
    playApi();
    await openRequests({ language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'طلبات التقييم' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'أقسام طلبات التقييم' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['العملاء', 'إرسال', 'السجل', 'الروابط ورموز QR', 'الإعدادات']);
    const table = await screen.findByRole('table', { name: 'عملاء طلبات التقييم' });
    expect(within(rowOf(table, 'Huda Opted')).getByText('ألغى الاستلام')).toBeInTheDocument();
    expect(screen.getByText('عدد العملاء: ٤')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('adds a contact, showing the server’s validation message under its field first', async () => {
    const api = playApi();
    api.answer({
      'POST /api/review-requests/contacts': () =>
        refused(400, 'Validation failed', {
          phone: ['Enter a valid mobile number, such as 05xxxxxxxx or +9715xxxxxxxx'],
        }),
    });
    const { user } = await openRequests();
    await contactsTable();

    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a contact' });
    await user.type(within(dialog).getByLabelText('Name'), 'Noura');
    await user.type(within(dialog).getByLabelText('Mobile number'), '0512');
    await user.selectOptions(within(dialog).getByLabelText('Branch'), 'Olaya branch');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const phone = within(dialog).getByLabelText('Mobile number');
    await waitFor(() =>
      expect(errorOf(phone)).toBe('Enter a valid mobile number, such as 05xxxxxxxx or +9715xxxxxxxx'),
    );
    expect(phone).toHaveFocus();
    expect(await jsonOf(api.requestsTo('/api/review-requests/contacts').at(-1) as Request)).toEqual({
      name: 'Noura',
      phone: '0512',
      email: null,
      language: 'ar',
      locationId: LOCATION_ID,
    });

    const noura = createContact({ id: 'aaaaaaaa-0000-4000-8000-000000000009', name: 'Noura' });
    api.answer({
      'POST /api/review-requests/contacts': () => ok(noura, { status: 201 }),
      'GET /api/review-requests/contacts': () => ok(page([noura, ...CONTACTS])),
    });
    await user.clear(phone);
    await user.type(phone, '0551234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Noura has been added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(within(await contactsTable()).getByText('Noura')).toBeInTheDocument());
  });

  it('deletes a contact after asking', async () => {
    const api = playApi();
    api.answer({ [`DELETE /api/review-requests/contacts/${OMAR.id}`]: () => ok(null) });
    const { user } = await openRequests();
    await contactsTable();

    await user.click(screen.getByRole('button', { name: 'Delete Omar Hassan' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Omar Hassan?' });
    api.answer({ 'GET /api/review-requests/contacts': () => ok(page([SARA, HUDA, FAHAD])) });
    await user.click(within(dialog).getByRole('button', { name: 'Delete contact' }));

    expect(await screen.findByText('Omar Hassan has been deleted')).toBeInTheDocument();
    expect(api.requestsTo(`/api/review-requests/contacts/${OMAR.id}`)).toHaveLength(1);
    await waitFor(async () =>
      expect(within(await contactsTable()).queryByText('Omar Hassan')).not.toBeInTheDocument(),
    );
  });

  it('previews a CSV import row by row, refuses one with errors, then imports a clean file', async () => {
    const api = playApi();
    const withErrors: ContactImportResult = {
      preview: true,
      imported: 1,
      duplicates: 1,
      errors: 1,
      columns: ['name', 'phone'],
      rows: [
        { line: 2, name: 'Reem', outcome: 'imported', reasons: [], contactId: null, visitRecorded: true },
        {
          line: 3,
          name: 'Sara Alotaibi',
          outcome: 'duplicate',
          reasons: [
            {
              field: 'phone',
              code: 'reviewRequestImportDuplicate',
              message: 'A contact with this phone or e-mail already exists',
            },
          ],
          contactId: SARA.id,
          visitRecorded: false,
        },
        {
          line: 4,
          name: 'Bad Row',
          outcome: 'error',
          reasons: [
            {
              field: 'phone',
              code: 'reviewRequestPhoneInvalid',
              message: 'Enter a valid mobile number, such as 05xxxxxxxx or +9715xxxxxxxx',
            },
          ],
          contactId: null,
          visitRecorded: false,
        },
      ],
    };
    api.answer({ 'POST /api/review-requests/contacts/import': () => ok(withErrors) });
    const { user } = await openRequests();
    await contactsTable();

    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import contacts from a CSV file' });
    const file = new File(['name,phone\nReem,0551112222\n'], 'contacts.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const summary = await within(dialog).findByRole('region', { name: 'What the preview found' });
    expect(within(summary).getByText('To import').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Duplicates, skipped').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('With errors').nextSibling).toHaveTextContent('1');
    const rows = within(dialog).getByRole('table', { name: 'Rows of the file' });
    expect(within(rowOf(rows, 'Reem')).getByText('A visit is recorded')).toBeInTheDocument();
    expect(within(rowOf(rows, 'Sara Alotaibi')).getByText('Duplicate')).toBeInTheDocument();
    const bad = rowOf(rows, 'Bad Row');
    expect(within(bad).getByText('Error')).toBeInTheDocument();
    expect(
      within(bad).getByText('Enter a valid mobile number, such as 05xxxxxxxx or +9715xxxxxxxx'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 1' })).toBeDisabled();
    expect(searchOf(api.requestsTo('/api/review-requests/contacts/import')[0]).get('preview')).toBe('true');

    const clean: ContactImportResult = {
      ...withErrors,
      imported: 1,
      errors: 0,
      rows: withErrors.rows.slice(0, 2),
    };
    api.answer({ 'POST /api/review-requests/contacts/import': () => ok(clean) });
    await user.click(within(dialog).getByRole('button', { name: 'Choose another file' }));
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const confirm = await within(dialog).findByRole('button', { name: 'Import 1' });
    expect(confirm).toBeEnabled();

    api.answer({
      'POST /api/review-requests/contacts/import': () =>
        ok({ ...clean, preview: false, rows: clean.rows.map((row) => ({ ...row, contactId: SARA.id })) }),
    });
    await user.click(confirm);

    expect(await screen.findByText('1 contacts imported, 1 duplicates skipped')).toBeInTheDocument();
    const [, , last] = api.requestsTo('/api/review-requests/contacts/import');
    expect(searchOf(last).get('preview')).toBe('false');
    expect(((await last.formData()).get('file') as File).name).toBe('contacts.csv');
  });

  it('shows the server’s reason when the file itself cannot be read', async () => {
    const api = playApi();
    api.answer({
      'POST /api/review-requests/contacts/import': () =>
        refused(400, 'The file needs a name column (name or الاسم)', {
          file: ['The file needs a name column (name or الاسم)'],
        }),
    });
    const { user } = await openRequests();
    await contactsTable();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import contacts from a CSV file' });
    const input = within(dialog).getByLabelText('CSV file');
    await user.upload(input, new File(['phone\n0551112222\n'], 'no-name.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    await waitFor(() => expect(errorOf(input)).toBe('The file needs a name column (name or الاسم)'));
  });

  it('counts in advance who is sent, queued and skipped and why, then sends and shows each outcome', async () => {
    const api = playApi();
    const outcomes: SendReviewRequestsResult['outcomes'] = [
      { contactId: SARA.id, outcome: 'sent', reason: null, requestId: null, scheduledFor: null },
      { contactId: OMAR.id, outcome: 'skipped', reason: 'noPhone', requestId: null, scheduledFor: null },
      { contactId: HUDA.id, outcome: 'skipped', reason: 'optedOut', requestId: null, scheduledFor: null },
      {
        contactId: FAHAD.id,
        outcome: 'queued',
        reason: 'quietHours',
        requestId: null,
        scheduledFor: '2026-12-04T06:00:00.000Z',
      },
    ];
    api.answer({
      'POST /api/review-requests': async (request) => {
        const body = (await request.clone().json()) as { preview: boolean };
        return ok({
          preview: body.preview,
          sent: 1,
          queued: 1,
          skipped: 2,
          outcomes: outcomes.map((outcome) =>
            body.preview || outcome.outcome === 'skipped'
              ? outcome
              : { ...outcome, requestId: `cccccccc-0000-4000-8000-00000000000${outcomes.indexOf(outcome)}` },
          ),
        });
      },
    });
    const { user } = await openRequests({ entry: '/customer/requests?tab=send' });

    const picker = await screen.findByRole('table', { name: 'Choose contacts' });
    // Nothing chosen and no branch: the form says so before asking the server.
    await user.click(screen.getByRole('button', { name: 'Preview before sending' }));
    expect(screen.getByText('Choose at least one contact')).toBeInTheDocument();
    expect(errorOf(fieldByLabel<HTMLSelectElement>('Branch'))).toBe('Choose the branch');
    expect(api.requestsTo('/api/review-requests')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Choose every contact on this page' }));
    expect(within(picker).getByRole('checkbox', { name: 'Huda Opted' })).toBeChecked();
    expect(screen.getByText('Chosen: 4')).toBeInTheDocument();
    await user.selectOptions(fieldByLabel<HTMLSelectElement>('Channel'), 'whatsapp');
    await user.selectOptions(fieldByLabel<HTMLSelectElement>('Branch'), 'Olaya branch');
    await user.click(screen.getByRole('button', { name: 'Preview before sending' }));

    const dialog = await screen.findByRole('dialog', { name: 'Before sending' });
    const counts = within(dialog).getByRole('region', { name: 'What will happen' });
    expect(within(counts).getByText('Sent now').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Wait for the quiet hours to end').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Not sent').nextSibling).toHaveTextContent('2');
    const reasons = within(dialog).getByRole('region', { name: 'Why some are not sent' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Opted out of review requests: 1',
      'Quiet hours: sent when they end: 1',
      'No mobile number: 1',
    ]);
    const each = within(dialog).getByRole('table', { name: 'Each contact' });
    expect(within(rowOf(each, 'Omar Hassan')).getByText('No mobile number')).toBeInTheDocument();
    // 06:00 UTC is 09:00 on the business's clock (Asia/Riyadh), when its quiet hours end.
    expect(within(rowOf(each, 'Fahad Night')).getByText(/^Leaves /)).toHaveTextContent(/04\/12\/2026.*9:00/);
    const [preview] = api.requestsTo('/api/review-requests');
    expect(await jsonOf(preview)).toEqual({
      contactIds: [SARA.id, OMAR.id, HUDA.id, FAHAD.id],
      channel: 'whatsapp',
      locationId: LOCATION_ID,
      preview: true,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    const done = await screen.findByRole('dialog', { name: 'The requests have been handled' });
    const results = within(done).getByRole('table', { name: 'Each contact' });
    expect(within(rowOf(results, 'Sara Alotaibi')).getByText('Sent')).toBeInTheDocument();
    expect(within(rowOf(results, 'Fahad Night')).getByText('Queued')).toBeInTheDocument();
    expect(
      within(rowOf(results, 'Huda Opted')).getByText('Opted out of review requests'),
    ).toBeInTheDocument();
    const [, sent] = api.requestsTo('/api/review-requests');
    expect(await jsonOf(sent)).toMatchObject({ preview: false, channel: 'whatsapp' });

    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: 0')).toBeInTheDocument();
  });

  it('shows why a send is refused, such as a channel turned off', async () => {
    const api = playApi();
    api.answer({
      'POST /api/review-requests': () =>
        refused(409, 'This channel is turned off in the review-request settings', {
          channel: ['This channel is turned off in the review-request settings'],
        }),
    });
    const { user } = await openRequests({ entry: '/customer/requests?tab=send' });
    const picker = await screen.findByRole('table', { name: 'Choose contacts' });
    await user.click(within(picker).getByRole('checkbox', { name: 'Sara Alotaibi' }));
    await user.selectOptions(fieldByLabel<HTMLSelectElement>('Channel'), 'sms');
    await user.selectOptions(fieldByLabel<HTMLSelectElement>('Branch'), 'Malqa branch');
    await user.click(screen.getByRole('button', { name: 'Preview before sending' }));

    await waitFor(() =>
      expect(errorOf(fieldByLabel<HTMLSelectElement>('Channel'))).toBe(
        'This channel is turned off in the review-request settings',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when no channel is on, before asking the server', async () => {
    const api = playApi();
    api.answer({ 'GET /api/review-requests/settings': () => ok({ ...SETTINGS, channelsEnabled: [] }) });
    const { user } = await openRequests({ entry: '/customer/requests?tab=send' });
    const picker = await screen.findByRole('table', { name: 'Choose contacts' });
    await user.click(within(picker).getByRole('checkbox', { name: 'Sara Alotaibi' }));
    await user.selectOptions(fieldByLabel<HTMLSelectElement>('Branch'), 'Olaya branch');
    await waitFor(() => expect(within(fieldByLabel('Channel')).queryAllByRole('option')).toHaveLength(0));
    await user.click(screen.getByRole('button', { name: 'Preview before sending' }));

    expect(errorOf(fieldByLabel<HTMLSelectElement>('Channel'))).toBe(
      'No channel is on; turn one on in the Settings section',
    );
    expect(api.requestsTo('/api/review-requests')).toHaveLength(0);
  });

  it('filters the history by status and channel through the address, with the failure reason shown', async () => {
    const api = playApi();
    const failed = createRequest({
      id: 'bbbbbbbb-0000-4000-8000-000000000002',
      contactName: null,
      channel: 'sms',
      status: 'failed',
      failureReason: 'deliveryFailed',
      sentAt: null,
      deliveredAt: null,
    });
    const { user } = await openRequests({ entry: '/customer/requests?tab=history' });

    const table = await screen.findByRole('table', { name: 'Review requests sent' });
    const sara = rowOf(table, 'Sara Alotaibi');
    expect(within(sara).getByText('Delivered')).toBeInTheDocument();
    expect(within(sara).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(sara).getByText('http://api.test/r/RequestCodeRequestCode1')).toHaveAttribute('dir', 'ltr');

    api.answer({ 'GET /api/review-requests': () => ok(page([failed])) });
    await user.selectOptions(fieldByLabel<HTMLSelectElement>('Status'), 'failed');
    await user.selectOptions(fieldByLabel<HTMLSelectElement>('Channel'), 'sms');

    const deleted = await screen.findByText('Deleted contact');
    const row = deleted.closest('tr') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(
      within(row).getByText('Reason: It could not be delivered after several tries'),
    ).toBeInTheDocument();
    const last = searchOf(api.requestsTo('/api/review-requests').at(-1) as Request);
    expect(last.get('status')).toBe('failed');
    expect(last.get('channel')).toBe('sms');
    expect(screen.getByTestId('location')).toHaveTextContent('status=failed');
    expect(screen.getByTestId('location')).toHaveTextContent('channel=sms');

    // Page by page, the filters kept.
    api.answer({ 'GET /api/review-requests': () => ok({ ...page([failed]), total: 60 }) });
    await user.selectOptions(fieldByLabel<HTMLSelectElement>('Status'), 'failed');
    await user.selectOptions(fieldByLabel<HTMLSelectElement>('Channel'), 'email');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => {
      const paged = searchOf(api.requestsTo('/api/review-requests').at(-1) as Request);
      expect(Object.fromEntries(paged)).toEqual({
        page: '2',
        pageSize: '25',
        status: 'failed',
        channel: 'email',
      });
    });
    expect(screen.getByTestId('location')).toHaveTextContent('historyPage=2');

    api.answer({ 'GET /api/review-requests': () => ok(page([])) });
    await user.selectOptions(fieldByLabel<HTMLSelectElement>('Status'), 'clicked');
    expect(screen.getByTestId('location')).not.toHaveTextContent('historyPage');
    expect(
      await screen.findByRole('heading', { name: 'No request matches these filters' }),
    ).toBeInTheDocument();
    api.answer({ 'GET /api/review-requests': () => ok(page([createRequest()])) });
    await user.click(screen.getAllByRole('button', { name: 'Clear the filters' })[0]);
    expect(await screen.findByRole('table', { name: 'Review requests sent' })).toBeInTheDocument();
    expect(fieldByLabel<HTMLSelectElement>('Status').value).toBe('');
  });

  it('shows each branch’s link with a copy button, its QR code and the file downloads', async () => {
    const api = playApi();
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const file = (type: string, name: string) => () =>
      new Response(new Blob(['x'], { type }), {
        headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
      });
    api.answer({
      [`GET /api/review-requests/links/${LOCATION_ID}/qr.png`]: () =>
        new Response(png, { headers: { 'content-type': 'image/png' } }),
      [`GET /api/review-requests/links/${OTHER_LOCATION_ID}/qr.png`]: () => refused(404, 'Not found'),
      [`GET /api/review-requests/links/${LOCATION_ID}/qr.svg`]: file('image/svg+xml', 'Olaya.svg'),
      [`GET /api/review-requests/links/${LOCATION_ID}/card.pdf`]: file('application/pdf', 'Olaya.pdf'),
    });
    const createObjectURL = jest.fn(() => 'blob:qr-olaya');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await openRequests({ entry: '/customer/requests?tab=links' });

    const olaya = (await screen.findByRole('heading', { name: 'Olaya branch' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(olaya).getByText('http://api.test/r/AbCdEfGhIjKlMnOpQrStUv')).toHaveAttribute('dir', 'ltr');
    expect(
      await within(olaya).findByRole('img', { name: 'QR code of the link of Olaya branch' }),
    ).toHaveAttribute('src', 'blob:qr-olaya');
    // The picture comes through the client, with the signed-in token.
    const [qr] = api.requestsTo(`/api/review-requests/links/${LOCATION_ID}/qr.png`);
    expect(qr.headers.get('authorization')).toBe('Bearer access-1');
    const malqa = screen.getByRole('heading', { name: 'Malqa branch' }).closest('article') as HTMLElement;
    expect(await within(malqa).findByText('The QR code could not be loaded')).toBeInTheDocument();

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(olaya).getByRole('button', { name: 'Copy the link of Olaya branch' }));
    expect(await screen.findByText('The link has been copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://api.test/r/AbCdEfGhIjKlMnOpQrStUv');

    await user.click(within(olaya).getByRole('button', { name: 'Download SVG' }));
    await user.click(within(olaya).getByRole('button', { name: 'A6 card to print (PDF)' }));
    // Saved under the names the server gives.
    await waitFor(() => expect(saved).toEqual(['Olaya.svg', 'Olaya.pdf']));
    click.mockRestore();
  });

  it('saves the settings, showing the server’s validation messages under their fields', async () => {
    const api = playApi();
    api.answer({
      'PUT /api/review-requests/settings': () =>
        refused(400, 'Validation failed', {
          cooldownDays: ['The cooldown is at least 7 days'],
          'templates.sms.en': ['The message must hold {link}, where the review link goes'],
        }),
    });
    const { user } = await openRequests({ entry: '/customer/requests?tab=settings' });

    const smsEnglish = await screen.findByLabelText('SMS in English');
    expect(smsEnglish).toHaveAttribute('placeholder', defaults.en);
    expect(screen.getByLabelText('SMS in Arabic')).toHaveValue('قيّمنا {link}');
    expect(screen.getByText('{link}: the request’s own review link (required)')).toBeInTheDocument();
    const cooldown = fieldByLabel('Least days between two requests to one contact');
    expect(cooldown).toHaveValue(30);

    await user.clear(cooldown);
    await user.type(cooldown, '3');
    await user.type(smsEnglish, 'Rate us please');
    await user.click(screen.getByRole('switch', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(errorOf(cooldown)).toBe('The cooldown is at least 7 days'));
    expect(errorOf(smsEnglish)).toBe('The message must hold {link}, where the review link goes');
    expect(await jsonOf(api.requestsTo('/api/review-requests/settings').at(-1) as Request)).toEqual({
      templates: {
        whatsapp: { ar: null, en: null },
        sms: { ar: 'قيّمنا {link}', en: 'Rate us please' },
        email: { ar: null, en: null },
      },
      whatsappTemplateName: 'review_request',
      cooldownDays: 3,
      quietHoursStart: '22:00',
      quietHoursEnd: '09:00',
      channelsEnabled: ['whatsapp', 'sms'],
      hoursAfterVisit: 2,
    });

    api.answer({
      'PUT /api/review-requests/settings': async (request) => {
        const body = (await request.clone().json()) as ReviewRequestSettings;
        return ok({ ...SETTINGS, ...body, effectiveTemplates: SETTINGS.effectiveTemplates });
      },
    });
    await user.clear(cooldown);
    await user.type(cooldown, '14');
    await user.clear(smsEnglish);
    await user.type(smsEnglish, 'Rate us: {{link}');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The settings have been saved')).toBeInTheDocument();
    expect(errorOf(cooldown)).toBe('');
    expect(await jsonOf(api.requestsTo('/api/review-requests/settings').at(-1) as Request)).toMatchObject({
      cooldownDays: 14,
      templates: { sms: { en: 'Rate us: {link}' } },
    });
  });

  it('is behind SendReviewRequests: no sidebar entry and the area’s not-authorized page without it', async () => {
    const api = playApi();
    const { user } = await openRequests({
      user: createSessionUser({ role: 'manager', permissions: ['ViewReviews', 'ManageTeam'] }),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
    expect(api.requestsTo('/api/review-requests/contacts')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).queryByRole('link', { name: 'Review requests' })).not.toBeInTheDocument();
  });

  it('opens for a manager holding SendReviewRequests, listed in the sidebar', async () => {
    playApi();
    const { user } = await openRequests({
      user: createSessionUser({ role: 'manager', permissions: ['ViewReviews', 'SendReviewRequests'] }),
    });

    expect(await contactsTable()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Review requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
