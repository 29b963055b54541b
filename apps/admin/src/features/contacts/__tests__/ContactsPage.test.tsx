import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, type FakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { ContactInboxMessage, ContactInboxPage, ContactReply, ContactRule } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea } from '../../../testing/adminArea';
import { subscriptionListTexts } from '../../../shared/subscription-list/i18n';
import { contactsTexts } from '../i18n';

const area = {
  ...adminArea,
  texts: {
    ...adminArea.texts,
    'admin.contacts': contactsTexts,
    'admin.subscriptionList': subscriptionListTexts,
  },
};

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SUPER_ADMIN = createSessionUser({ role: 'super_admin', business_id: null, full_name: 'Huda' });
const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const HELPER_ID = '00000000-0000-4000-8000-000000000002';
const ASSIGNEES = [
  { id: ADMIN_ID, name: 'Huda', email: 'huda@sumaa.test' },
  { id: HELPER_ID, name: 'Khalid', email: 'khalid@sumaa.test' },
];

function createMessage(overrides: Partial<ContactInboxMessage> = {}): ContactInboxMessage {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    name: 'Noura',
    email: 'noura@example.com',
    company: 'Qahwa House',
    subject: 'Demo request',
    message: 'We would like a demo for three branches.',
    createdAt: '2025-04-01T08:00:00.000Z',
    status: 'new',
    priority: 'normal',
    channel: 'web',
    language: 'ar',
    assignedToUserId: HELPER_ID,
    assignedToName: 'Khalid',
    slaDueAt: '2025-04-02T08:00:00.000Z',
    slaState: 'breached',
    replyCount: 2,
    ...overrides,
  };
}

const NOURA = createMessage();
const OMAR = createMessage({
  id: '10000000-0000-4000-8000-000000000002',
  name: 'Omar',
  email: 'omar@example.com',
  company: '',
  subject: '',
  message: 'Billing question',
  language: 'en',
  status: 'open',
  assignedToUserId: null,
  assignedToName: null,
  slaState: 'soon',
  replyCount: 0,
});

const REPLIES: ContactReply[] = [
  {
    id: 'r1',
    content: 'Check their plan first',
    repliedAt: '2025-04-01T09:00:00.000Z',
    isPublic: false,
    authorName: 'Huda',
  },
  {
    id: 'r2',
    content: 'أهلاً نورة، يسعدنا ترتيب عرض.',
    repliedAt: '2025-04-01T10:00:00.000Z',
    isPublic: true,
    authorName: 'Khalid',
  },
];

const RULE: ContactRule = {
  id: '20000000-0000-4000-8000-000000000001',
  name: 'Arabic billing',
  match: { keyword: 'فاتورة', language: 'ar', emailDomain: null },
  assignToUserId: HELPER_ID,
  assignToName: 'Khalid',
  position: 1,
};

const pageOf = (items: ContactInboxMessage[]): ContactInboxPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});

function playApi(items = [NOURA, OMAR]): FakeApi {
  return fakeApi({
    'GET /api/UsernameAuth/health': () => ok(null),
    'GET /api/contacts': (request) => {
      const status = new URL(request.url).searchParams.get('status');
      return ok(pageOf(status ? items.filter((item) => item.status === status) : items));
    },
    'GET /api/contacts/assignees': () => ok({ items: ASSIGNEES }),
    'GET /api/contacts/rules': () => ok({ items: [RULE] }),
    [`GET /api/contacts/${NOURA.id}/replies`]: () => ok({ items: REPLIES }),
  });
}

const openContacts = (language: Language = 'en', entry = '/admin/contacts') =>
  renderArea(area, entry, { user: SUPER_ADMIN, language, strict: false });

const bodyOf = async (request: Request) => JSON.parse(await request.text());

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('contacts inbox', () => {
  it('lists the server’s messages with their SLA state, status, assignee and replies', async () => {
    playApi();
    await openContacts();

    const table = await screen.findByRole('table', { name: 'Contact messages' });
    const noura = within(table).getByText('Noura').closest('tr')!;
    expect(within(noura).getByText('Overdue')).toBeInTheDocument();
    expect(within(noura).getByRole('combobox', { name: 'Status of Noura’s message' })).toHaveValue('new');
    expect(within(noura).getByRole('combobox', { name: 'Assignee of Noura’s message' })).toHaveValue(
      HELPER_ID,
    );
    const omar = within(table).getByText('Omar').closest('tr')!;
    expect(within(omar).getByText('Due soon')).toBeInTheDocument();
    expect(within(omar).getByText('No subject')).toBeInTheDocument();
    expect(within(omar).getByRole('combobox', { name: 'Assignee of Omar’s message' })).toHaveValue('');
    expect(screen.getByText('Results: 2')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    playApi();
    await openContacts('ar');
    expect(await screen.findByRole('heading', { name: 'رسائل التواصل', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('تجاوزت المهلة')).toBeInTheDocument();
    expect(screen.getByText('تنتهي قريباً')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'قواعد التوزيع التلقائي' })).toBeInTheDocument();
  });

  it('shows an error with a retry instead of sample messages, and the list after retrying', async () => {
    const api = playApi();
    api.answer({ 'GET /api/contacts': () => refused(500, 'Something went wrong on our side.') });
    await openContacts();
    expect(await screen.findByText('Could not load the contact messages')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    api.answer({ 'GET /api/contacts': () => ok(pageOf([NOURA])) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Contact messages' })).toBeInTheDocument();
  });

  it('says when there are no messages yet, and when none match with a way to clear the filters', async () => {
    const api = playApi([]);
    await openContacts();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();

    api.answer({ 'GET /api/contacts': () => ok(pageOf([])) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    expect(await screen.findByText('No matching messages')).toBeInTheDocument();
    const requests = api.requestsTo('/api/contacts');
    expect(new URL(requests[requests.length - 1].url).searchParams.get('status')).toBe('closed');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('keeps the filter and sort in the address and sends them to the server', async () => {
    const api = playApi();
    await openContacts('en', '/admin/contacts?status=open&sort=slaDue');
    await screen.findByRole('table', { name: 'Contact messages' });
    const query = new URL(api.requestsTo('/api/contacts')[0].url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ status: 'open', sortBy: 'slaDueAt', sortDir: 'asc' });
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('slaDue');
    expect(screen.queryByText('Noura')).not.toBeInTheDocument();
  });

  it('changes a status and an assignee from the row', async () => {
    const api = playApi();
    api.answer({
      [`PUT /api/contacts/${NOURA.id}/status`]: () => ok({ ...NOURA, status: 'resolved', slaState: 'done' }),
      'POST /api/Contacts/assign': () => ok({ ...OMAR, assignedToUserId: ADMIN_ID, assignedToName: 'Huda' }),
    });
    await openContacts();
    const table = await screen.findByRole('table', { name: 'Contact messages' });

    await userEvent.selectOptions(
      within(table).getByRole('combobox', { name: 'Status of Noura’s message' }),
      'resolved',
    );
    await waitFor(() => expect(api.requestsTo(`/api/contacts/${NOURA.id}/status`)).toHaveLength(1));
    expect(await bodyOf(api.requestsTo(`/api/contacts/${NOURA.id}/status`)[0])).toEqual({
      messageId: NOURA.id,
      status: 'resolved',
    });
    expect(await screen.findByText('Noura’s message is now Resolved')).toBeInTheDocument();

    await userEvent.selectOptions(
      within(table).getByRole('combobox', { name: 'Assignee of Omar’s message' }),
      ADMIN_ID,
    );
    await waitFor(() => expect(api.requestsTo('/api/Contacts/assign')).toHaveLength(1));
    expect(await bodyOf(api.requestsTo('/api/Contacts/assign')[0])).toEqual({
      messageId: OMAR.id,
      assignedToId: ADMIN_ID,
    });
    expect(await screen.findByText('Omar’s message is assigned to Huda')).toBeInTheDocument();
  });

  it('rolls a status back and says so when the server refuses', async () => {
    const api = playApi();
    api.answer({ [`PUT /api/contacts/${NOURA.id}/status`]: () => refused(400, 'This value is not valid') });
    await openContacts();
    const select = await screen.findByRole('combobox', { name: 'Status of Noura’s message' });
    await userEvent.selectOptions(select, 'closed');
    expect(await screen.findByText('This value is not valid')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('new'));
  });

  it('lists earlier replies and notes, sends a public reply and saves a note', async () => {
    const api = playApi();
    api.answer({
      [`POST /api/contacts/${NOURA.id}/reply`]: () =>
        ok(
          {
            id: 'r3',
            content: 'x',
            repliedAt: '2025-04-01T11:00:00.000Z',
            isPublic: true,
            authorName: 'Huda',
          },
          { status: 201 },
        ),
    });
    await openContacts();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Noura' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reply to Noura' });
    const earlier = await within(dialog).findByRole('region', { name: 'Earlier replies' });
    const [note, publicReply] = await within(earlier).findAllByRole('listitem');
    expect(note).toHaveTextContent('Internal note');
    expect(note).toHaveTextContent('Check their plan first');
    expect(publicReply).toHaveTextContent('Public reply');
    expect(publicReply).toHaveTextContent('أهلاً نورة، يسعدنا ترتيب عرض.');
    expect(within(dialog).getByText(/E-mailed to noura@example.com in Arabic/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(within(dialog).getByText('Write the reply first')).toBeInTheDocument();
    expect(api.requestsTo(`/api/contacts/${NOURA.id}/reply`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'أهلاً، موعدكم غداً');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.requestsTo(`/api/contacts/${NOURA.id}/reply`)).toHaveLength(1));
    expect(await bodyOf(api.requestsTo(`/api/contacts/${NOURA.id}/reply`)[0])).toEqual({
      contactMessageId: NOURA.id,
      content: 'أهلاً، موعدكم غداً',
      isPublic: true,
    });
    expect(await screen.findByText('The reply was sent to noura@example.com')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Internal note' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Called them');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.requestsTo(`/api/contacts/${NOURA.id}/reply`)).toHaveLength(2));
    expect(await bodyOf(api.requestsTo(`/api/contacts/${NOURA.id}/reply`)[1])).toMatchObject({
      content: 'Called them',
      isPublic: false,
    });
  });

  it('lists, adds, edits and deletes auto-assign rules on the server', async () => {
    const api = playApi();
    api.answer({
      'POST /api/contacts/rules': () => ok({ ...RULE, id: 'new-rule', name: 'Acme' }, { status: 201 }),
      [`PUT /api/contacts/rules/${RULE.id}`]: () => ok({ ...RULE, name: 'Billing (AR)' }),
      [`DELETE /api/contacts/rules/${RULE.id}`]: () => ok({ id: RULE.id }),
    });
    await openContacts();
    await userEvent.click(await screen.findByRole('button', { name: 'Auto-assign rules' }));
    let dialog = await screen.findByRole('dialog', { name: 'Auto-assign rules' });
    expect(await within(dialog).findByText('Arabic billing')).toBeInTheDocument();
    expect(within(dialog).getByText('contains “فاتورة” · in Arabic')).toBeInTheDocument();

    // Add: at least one condition, then the body the server expects.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Rule name' }), 'Acme');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Assign to' }), ADMIN_ID);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(
      within(dialog).getByText('Set at least one condition: a keyword, a language or a domain'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail domain/ }), 'acme.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/contacts/rules').filter((r) => r.method === 'POST')).toHaveLength(1),
    );
    const posted = api.requestsTo('/api/contacts/rules').find((request) => request.method === 'POST')!;
    expect(await bodyOf(posted)).toEqual({
      name: 'Acme',
      match: { keyword: null, language: null, emailDomain: 'acme.com' },
      assignToUserId: ADMIN_ID,
    });
    expect(await screen.findByText('The rule was added')).toBeInTheDocument();

    // Edit keeps the rule's values in the form.
    dialog = await screen.findByRole('dialog', { name: 'Auto-assign rules' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit rule Arabic billing' }));
    const name = await screen.findByRole('textbox', { name: 'Rule name' });
    expect(name).toHaveValue('Arabic billing');
    await userEvent.clear(name);
    await userEvent.type(name, 'Billing (AR)');
    await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(api.requestsTo(`/api/contacts/rules/${RULE.id}`)).toHaveLength(1));
    expect(await bodyOf(api.requestsTo(`/api/contacts/rules/${RULE.id}`)[0])).toMatchObject({
      name: 'Billing (AR)',
      match: { keyword: 'فاتورة', language: 'ar', emailDomain: null },
      assignToUserId: HELPER_ID,
    });

    // Delete after confirmation.
    dialog = await screen.findByRole('dialog', { name: 'Auto-assign rules' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete rule Arabic billing' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the rule Arabic billing?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.requestsTo(`/api/contacts/rules/${RULE.id}`).some((r) => r.method === 'DELETE')).toBe(true),
    );
    expect(await screen.findByText('The rule was deleted')).toBeInTheDocument();
  });
});
