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
  type BusinessProfile,
  DEFAULT_BUSINESS_SETTINGS,
  type ReplyTemplate,
  TEMPLATES_PER_BUSINESS_MAX,
} from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { businessArea } from '../../../testing/businessArea';
import { settingsTexts } from '../i18n';
import { leavingTexts } from '../leaving/leavingTexts';

const settingsArea = {
  ...businessArea,
  // The page's texts are in, as once its code loaded: its own and those of its "Your data" section.
  texts: { ...businessArea.texts, 'business.settings': settingsTexts, 'business.leaving': leavingTexts },
};

// The page's texts load with its code and the build machines are shared: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const PROFILE: BusinessProfile = {
  id: 'business-1',
  name: 'مقهى الرياض',
  ownerName: '',
  email: '',
  phone: '',
  address: '',
  industry: 'cafes',
  country: 'SA',
  city: '',
  logoUrl: '',
  website: '',
  description: '',
};

function template(
  id: string,
  sentiment: ReplyTemplate['sentiment'],
  language: ReplyTemplate['language'],
  content: string,
): ReplyTemplate {
  return { id, sentiment, language, content, updatedAt: '2025-03-01T08:00:00.000Z' };
}

const TEMPLATES: ReplyTemplate[] = [
  template('t1', 'Positive', 'ar', 'شكراً {reviewerName} على كلماتك الطيبة، يسعدنا دائماً في {businessName}.'),
  template('t2', 'Positive', 'en', 'Thank you {reviewerName}! We are glad you enjoyed {businessName}.'),
  template('t3', 'Negative', 'en', 'We are sorry, {reviewerName}. Please tell us more so we can fix it.'),
];

function templatesApi(templates = TEMPLATES): FakeApi {
  return fakeApi({
    'GET /api/Businesses': () => ok(PROFILE),
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'GET /api/reply-templates': () => ok(templates),
    'POST /api/reply-templates': async (request) =>
      ok({ id: 't-new', updatedAt: '2025-03-02T08:00:00.000Z', ...(await request.json()) }, { status: 201 }),
    'PUT /api/reply-templates/t3': async (request) =>
      ok({ id: 't3', updatedAt: '2025-03-02T08:00:00.000Z', ...(await request.json()) }),
    'DELETE /api/reply-templates/t2': () => ok(null),
  });
}

async function openTemplates(language: Language = 'en') {
  const rendered = await renderArea(settingsArea, '/customer/settings', {
    user: createSessionUser({ role: 'admin', permissions: [] }),
    language,
    strict: false,
  });
  await rendered.user.click(
    await screen.findByRole('tab', { name: language === 'en' ? 'Smart replies' : 'الردود الذكية' }),
  );
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('the smart replies tab', () => {
  it('lists the templates by sentiment and language, and says they save on their own', async () => {
    templatesApi();
    await openTemplates();

    expect(await screen.findByText(`3 of ${TEMPLATES_PER_BUSINESS_MAX} templates`)).toBeInTheDocument();
    expect(
      screen.getByText(/Templates are saved as soon as you add, change or delete one/),
    ).toBeInTheDocument();
    const positive = section('Positive reviews');
    expect(within(positive).getByText(TEMPLATES[0].content)).toHaveAttribute('dir', 'rtl');
    expect(within(positive).getByText(TEMPLATES[1].content)).toHaveAttribute('dir', 'ltr');
    const negative = section('Negative reviews');
    expect(within(negative).getAllByRole('listitem')).toHaveLength(1);
    expect(within(negative).getByText('No templates in this language yet.')).toBeInTheDocument();
    expect(
      within(section('Neutral reviews')).getAllByText('No templates in this language yet.'),
    ).toHaveLength(2);
  });

  it('adds a template with a placeholder inserted where the cursor is, saved by its own button', async () => {
    const api = templatesApi();
    const { user } = await openTemplates();

    await user.click(await screen.findByRole('button', { name: 'Add a template for neutral reviews' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a reply template' });
    expect(fieldByLabel('Review sentiment')).toHaveValue('Neutral');
    expect(fieldByLabel('Template language')).toHaveValue('en');
    await user.selectOptions(fieldByLabel('Template language'), 'ar');
    const text = fieldByLabel<HTMLTextAreaElement>('Template text');
    expect(text).toHaveAttribute('dir', 'rtl');
    await user.type(text, 'شكراً ، نقدّر ملاحظتك.');
    text.setSelectionRange(6, 6);
    await user.click(within(dialog).getByRole('button', { name: 'Insert {reviewerName}' }));
    expect(text).toHaveValue('شكراً {reviewerName}، نقدّر ملاحظتك.');
    expect(text).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText('The template has been added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await api
        .requestsTo('/api/reply-templates')
        .find((r) => r.method === 'POST')!
        .json(),
    ).toEqual({
      sentiment: 'Neutral',
      language: 'ar',
      content: 'شكراً {reviewerName}، نقدّر ملاحظتك.',
    });
    expect(
      within(section('Neutral reviews')).getByText('شكراً {reviewerName}، نقدّر ملاحظتك.'),
    ).toBeInTheDocument();
    // The templates are not part of the settings form: nothing else was saved.
    expect(api.requestsTo('/api/business-settings').filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.queryByText('Settings saved successfully')).not.toBeInTheDocument();
  });

  it('explains each placeholder in the dialog', async () => {
    templatesApi();
    const { user } = await openTemplates();

    await user.click(await screen.findByRole('button', { name: 'Add a template for positive reviews' }));

    const placeholders = screen.getByRole('region', { name: 'Filled in for you' });
    expect(within(placeholders).getByText('{reviewerName}')).toHaveAttribute('dir', 'ltr');
    expect(placeholders).toHaveTextContent("{reviewerName}The reviewer's first name");
    expect(placeholders).toHaveTextContent("{businessName}Your business's name");
  });

  it('checks the text before sending anything', async () => {
    const api = templatesApi();
    const { user } = await openTemplates();

    await user.click(await screen.findByRole('button', { name: 'Add a template for positive reviews' }));
    await user.type(fieldByLabel('Template text'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(errorOf(fieldByLabel('Template text'))).toBe('Write the template’s text'));
    expect(api.requestsTo('/api/reply-templates').filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("changes a template, putting the server's field error under its field", async () => {
    const api = templatesApi();
    api.answer({
      'PUT /api/reply-templates/t3': () =>
        refused(400, 'Please correct the highlighted fields', { content: ['This field is too long'] }),
    });
    const { user } = await openTemplates();

    await user.click(await screen.findByRole('button', { name: /^Edit the template: We are sorry/ }));
    const text = fieldByLabel('Template text');
    expect(text).toHaveValue(TEMPLATES[2].content);
    await user.type(text, ' Call us any time.');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(errorOf(fieldByLabel('Template text'))).toBe('This field is too long'));
    expect(fieldByLabel('Template text')).toHaveFocus();

    api.answer({
      'PUT /api/reply-templates/t3': async (request) =>
        ok({ id: 't3', updatedAt: '2025-03-02T08:00:00.000Z', ...(await request.json()) }),
    });
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText('The template has been saved')).toBeInTheDocument();
    expect(
      within(section('Negative reviews')).getByText(`${TEMPLATES[2].content} Call us any time.`),
    ).toBeInTheDocument();
  });

  it('deletes a template only once confirmed', async () => {
    const api = templatesApi();
    const { user } = await openTemplates();

    await user.click(await screen.findByRole('button', { name: /^Delete the template: Thank you/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('/api/reply-templates/t2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Delete the template: Thank you/ }));
    await user.click(screen.getByRole('button', { name: 'Delete template' }));

    expect(await screen.findByText('The template has been deleted')).toBeInTheDocument();
    expect(api.requestsTo('/api/reply-templates/t2').map((r) => r.method)).toEqual(['DELETE']);
    expect(within(section('Positive reviews')).queryByText(TEMPLATES[1].content)).not.toBeInTheDocument();
  });

  it('keeps the delete dialog open with the reason when the delete fails', async () => {
    const api = templatesApi();
    api.answer({ 'DELETE /api/reply-templates/t2': () => refused(503, null) });
    const { user } = await openTemplates();

    await user.click(await screen.findByRole('button', { name: /^Delete the template: Thank you/ }));
    await user.click(screen.getByRole('button', { name: 'Delete template' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete the template?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Something went wrong on our side/);
    expect(within(section('Positive reviews')).getByText(TEMPLATES[1].content)).toBeInTheDocument();
  });

  it('stops adding at the most templates allowed, and says why', async () => {
    templatesApi(
      Array.from({ length: TEMPLATES_PER_BUSINESS_MAX }, (_, index) =>
        template(`t${index}`, 'Positive', 'en', `Thanks number ${index}`),
      ),
    );
    await openTemplates();

    expect(await screen.findByText(/You have reached the most templates allowed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a template for negative reviews' })).toBeDisabled();
  });

  it('says the templates could not be loaded and loads them again on retry', async () => {
    const api = templatesApi();
    api.answer({ 'GET /api/reply-templates': () => refused(503, null) });
    const { user } = await openTemplates();

    expect(await screen.findByText(/The templates couldn't be loaded/)).toBeInTheDocument();
    api.answer({ 'GET /api/reply-templates': () => ok(TEMPLATES) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(TEMPLATES[0].content)).toBeInTheDocument();
  });

  it('reads in Arabic, with Arabic digits', async () => {
    templatesApi();
    const { user } = await openTemplates('ar');

    expect(await screen.findByText(`٣ من ٦٠ قالب`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'المراجعات الإيجابية' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إضافة قالب للمراجعات السلبية' }));
    expect(screen.getByRole('dialog', { name: 'إضافة قالب رد' })).toBeInTheDocument();
    expect(fieldByLabel('لغة القالب')).toHaveValue('ar');
    expect(screen.getByRole('button', { name: 'إدراج {reviewerName}' })).toBeInTheDocument();
  });
});
