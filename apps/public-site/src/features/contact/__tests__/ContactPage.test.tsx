import { resetAuthStore } from '@sumaa/api-client/testing';
import {
  deferred,
  errorOf,
  fakeApi,
  fieldByLabel,
  offline,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import { setLanguage } from '@sumaa/i18n';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

// Pages load lazily and the build machines are shared: allow for a slow first render rather than flake.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const LABELS = {
  en: {
    name: 'Name',
    email: 'Email',
    company: 'Company or business (optional)',
    subject: 'Subject (optional)',
    message: 'Your message',
    submit: 'Send message',
  },
  ar: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    company: 'الشركة أو النشاط التجاري (اختياري)',
    subject: 'الموضوع (اختياري)',
    message: 'رسالتك',
    submit: 'إرسال الرسالة',
  },
} as const;

type Language = keyof typeof LABELS;
type Values = Partial<Record<'name' | 'email' | 'company' | 'subject' | 'message', string>>;

const RECEIPT = { id: 'contact-1', createdAt: '2026-11-21T10:00:00.000Z', status: 'new' };

async function openContact(language: Language = 'en') {
  const view = await renderArea(publicSiteArea, '/contact', { language });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

async function fillAndSend(
  user: Awaited<ReturnType<typeof renderArea>>['user'],
  values: Values,
  language: Language = 'en',
) {
  const labels = LABELS[language];
  for (const [field, value] of Object.entries(values) as [keyof Values, string][]) {
    if (value) await user.type(fieldByLabel<HTMLInputElement>(labels[field]), value);
  }
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

const COMPLETE: Values = {
  name: 'Noura Al-Harbi',
  email: ' Noura@Example.SA ',
  company: 'Bloom Café',
  message: 'Do you support several branches?',
};

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('contact page', () => {
  it.each([
    [
      'en' as Language,
      {
        name: 'Name is required',
        email: 'Email is required',
        message: 'Please write your message',
        invalidEmail: 'Email is invalid',
      },
    ],
    [
      'ar' as Language,
      {
        name: 'الاسم مطلوب',
        email: 'البريد الإلكتروني مطلوب',
        message: 'يرجى كتابة رسالتك',
        invalidEmail: 'البريد الإلكتروني غير صالح',
      },
    ],
  ])('checks every rule before sending (%s)', async (language, expected) => {
    const api = fakeApi({});
    const { user } = await openContact(language);
    const labels = LABELS[language];

    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(errorOf(fieldByLabel(labels.name))).toBe(expected.name));
    expect(errorOf(fieldByLabel(labels.email))).toBe(expected.email);
    expect(errorOf(fieldByLabel(labels.message))).toBe(expected.message);
    // The company and the subject may stay empty.
    expect(errorOf(fieldByLabel(labels.company))).toBe('');
    expect(errorOf(fieldByLabel(labels.subject))).toBe('');
    expect(fieldByLabel(labels.name)).toHaveFocus();

    await user.type(fieldByLabel(labels.email), 'not-an-email');
    await user.type(fieldByLabel(labels.name), '   ');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(errorOf(fieldByLabel(labels.email))).toBe(expected.invalidEmail));
    expect(errorOf(fieldByLabel(labels.name))).toBe(expected.name);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('refuses a message longer than the server accepts', async () => {
    const api = fakeApi({});
    const { user } = await openContact();
    const message = fieldByLabel<HTMLTextAreaElement>('Your message');
    await user.click(message);
    await user.paste('x'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(errorOf(message)).toBe('This field is too long'));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sends the message, says so while sending, then replaces the form with a confirmation', async () => {
    const answer = deferred();
    const api = fakeApi({ 'POST /api/contacts': () => answer.promise });
    const { user } = await openContact();
    await fillAndSend(user, COMPLETE);

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    expect(api.requestsTo('/api/contacts')).toHaveLength(1);

    answer.resolve(ok(RECEIPT, { message: 'Thank you, your message has been received.' }));
    const confirmation = await screen.findByRole('region', { name: 'Your message has been sent' });
    expect(confirmation).toHaveTextContent(
      'Thank you for contacting us, Noura Al-Harbi. Our team will reply to noura@example.sa within 24 hours on working days.',
    );
    expect(within(confirmation).getByRole('heading', { name: 'Your message has been sent' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();

    const request = api.requestsTo('/api/contacts')[0];
    expect(request.headers.get('Authorization')).toBeNull();
    expect(await request.json()).toEqual({
      name: 'Noura Al-Harbi',
      email: 'noura@example.sa',
      company: 'Bloom Café',
      subject: '',
      message: 'Do you support several branches?',
    });
  });

  it('keeps the confirmation in the visitor’s language after a switch, and lets them write again', async () => {
    fakeApi({ 'POST /api/contacts': () => ok(RECEIPT) });
    const { user } = await openContact();
    await fillAndSend(user, { ...COMPLETE, subject: 'Branches' });
    await screen.findByRole('region', { name: 'Your message has been sent' });

    await act(() => setLanguage('ar'));
    const confirmation = await screen.findByRole('region', { name: 'وصلتنا رسالتك' });
    expect(confirmation).toHaveTextContent('خلال ٢٤ ساعة في أيام العمل');

    await user.click(within(confirmation).getByRole('button', { name: 'إرسال رسالة أخرى' }));
    expect(fieldByLabel('الاسم')).toHaveValue('Noura Al-Harbi');
    expect(fieldByLabel('البريد الإلكتروني')).toHaveValue('noura@example.sa');
    expect(fieldByLabel('الموضوع (اختياري)')).toHaveValue('');
    expect(fieldByLabel('رسالتك')).toHaveValue('');
  });

  it('puts the server’s field errors under their fields and keeps what was typed', async () => {
    fakeApi({
      'POST /api/contacts': () =>
        refused(400, 'Please correct the highlighted fields', { Email: ['Email is invalid'] }),
    });
    const { user } = await openContact();
    await fillAndSend(user, COMPLETE);

    const email = fieldByLabel('Email');
    await waitFor(() => expect(errorOf(email)).toBe('Email is invalid'));
    expect(email).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Your message has been sent' })).not.toBeInTheDocument();
    expect(fieldByLabel('Name')).toHaveValue('Noura Al-Harbi');
    expect(fieldByLabel('Your message')).toHaveValue('Do you support several branches?');
  });

  it('shows the server’s message in a banner when the message cannot be taken, fields kept', async () => {
    fakeApi({
      'POST /api/contacts': () => refused(429, 'Too many attempts. Please try again in a little while.'),
    });
    const { user } = await openContact();
    await fillAndSend(user, COMPLETE);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in a little while.',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled');
    expect(fieldByLabel('Company or business (optional)')).toHaveValue('Bloom Café');
    expect(fieldByLabel('Your message')).toHaveValue('Do you support several branches?');
  });

  it('says in Arabic that the server could not be reached, then sends on a second try', async () => {
    let calls = 0;
    const api = fakeApi({ 'POST /api/contacts': () => (++calls === 1 ? offline() : ok(RECEIPT)) });
    const { user } = await openContact('ar');
    await fillAndSend(user, COMPLETE, 'ar');

    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر الاتصال بالخادم');
    expect(fieldByLabel('رسالتك')).toHaveValue('Do you support several branches?');

    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByRole('region', { name: 'وصلتنا رسالتك' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requestsTo('/api/contacts')).toHaveLength(2);
  });

  it('shows the generic error when the server answers without a message', async () => {
    fakeApi({ 'POST /api/contacts': () => new Response('', { status: 400 }) });
    const { user } = await openContact();
    await fillAndSend(user, COMPLETE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t send your message. Please try again.',
    );
  });

  it('gives the e-mail, phone, address and working hours beside the form, in both languages', async () => {
    fakeApi({});
    await openContact();
    const details = screen.getByRole('complementary', { name: 'Contact details' });
    expect(within(details).getByRole('link', { name: 'support@sumaa.sa' })).toHaveAttribute(
      'href',
      'mailto:support@sumaa.sa',
    );
    expect(within(details).getByRole('link', { name: '+966 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+966112345678',
    );
    expect(details).toHaveTextContent('Riyadh');
    expect(details).toHaveTextContent('Sunday to Thursday, 9:00–18:00 Riyadh time');
    expect(details).toHaveTextContent('We answer emails within 24 hours.');
    expect(document.title).toBe('Contact us · Sumaa');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('support@sumaa.sa'),
    );

    await act(() => setLanguage('ar'));
    const arabic = await screen.findByRole('complementary', { name: 'معلومات التواصل' });
    expect(arabic).toHaveTextContent('من الأحد إلى الخميس، من ٩:٠٠ إلى ١٨:٠٠ بتوقيت الرياض');
    expect(arabic).toHaveTextContent('الرياض');
    expect(document.title).toBe('تواصل معنا · سمعة');
  });
});
