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
import { type BusinessProfile, DEFAULT_BUSINESS_SETTINGS, type ReplyVoice } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { businessArea } from '../../../../testing/businessArea';
import { settingsTexts } from '../../i18n';
import { leavingTexts } from '../../leaving/leavingTexts';
import { voiceTexts } from '../voiceTexts';

const settingsArea = {
  ...businessArea,
  texts: {
    ...businessArea.texts,
    'business.settings': settingsTexts,
    'business.leaving': leavingTexts,
    'business.voice': voiceTexts,
  },
};

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

const DEFAULTS = {
  tone: 'warm',
  addressByName: true,
  signOff: '',
  bannedPhrases: [],
  openingHours: '',
  complaintsPhone: '',
  otherFacts: '',
  mayPromiseCompensation: false,
} as const;

const VOICE: ReplyVoice = {
  ar: { ...DEFAULTS, dialect: 'msa', bannedPhrases: [] },
  en: { ...DEFAULTS, tone: 'brief', signOff: 'The Riyadh Cafe team', bannedPhrases: ['no worries'] },
  updatedAt: null,
};

function voiceApi(voice = VOICE): FakeApi {
  return fakeApi({
    'GET /api/Businesses': () => ok(PROFILE),
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'GET /api/reply-voice': () => ok(voice),
    'PUT /api/reply-voice': async (request) =>
      ok({ ...(await request.json()), updatedAt: '2025-03-02T08:00:00.000Z' }),
  });
}

async function openVoice(language: Language = 'en') {
  const rendered = await renderArea(settingsArea, '/customer/settings', {
    user: createSessionUser({ role: 'admin', permissions: [] }),
    language,
    strict: false,
  });
  await rendered.user.click(
    await screen.findByRole('tab', { name: language === 'en' ? 'Reply voice' : 'صوت الردود' }),
  );
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('the reply voice tab', () => {
  it('shows each language’s voice, what the business wrote in its own direction', async () => {
    voiceApi();
    await openVoice();

    const arabic = await screen.findByRole('region', { name: 'Replies in Arabic' });
    expect(within(arabic).getByText('Modern Standard Arabic')).toBeInTheDocument();
    expect(within(arabic).getByText('Warm')).toBeInTheDocument();
    expect(within(arabic).getByText('By first name')).toBeInTheDocument();
    expect(within(arabic).getByText('Your business’s name')).toBeInTheDocument();
    expect(within(arabic).getByText('Never promised')).toBeInTheDocument();
    const english = section('Replies in English');
    expect(within(english).queryByText('Dialect')).not.toBeInTheDocument();
    expect(within(english).getByText('Brief')).toBeInTheDocument();
    expect(within(english).getByText('The Riyadh Cafe team')).toHaveAttribute('dir', 'ltr');
    expect(within(english).getByText('no worries')).toBeInTheDocument();
    expect(screen.getByText(/saved by the button in its dialog/)).toBeInTheDocument();
  });

  it('is in Arabic, right to left, for an Arabic reader', async () => {
    voiceApi({ ...VOICE, ar: { ...VOICE.ar, dialect: 'saudi', signOff: 'فريق مقهى الرياض' } });
    await openVoice('ar');

    const arabic = await screen.findByRole('region', { name: 'الردود بالعربية' });
    expect(within(arabic).getByText('اللهجة السعودية')).toBeInTheDocument();
    expect(within(arabic).getByText('فريق مقهى الرياض')).toHaveAttribute('dir', 'rtl');
    expect(within(section('الردود بالإنجليزية')).getByText('The Riyadh Cafe team')).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(screen.getByRole('button', { name: 'تعديل صوت الردود العربية' })).toBeInTheDocument();
  });

  it('saves the Arabic voice by its own button, sending the English one unchanged', async () => {
    const api = voiceApi();
    const { user } = await openVoice();

    await user.click(await screen.findByRole('button', { name: 'Edit the Arabic voice' }));
    const dialog = screen.getByRole('dialog', { name: 'Voice of Arabic replies' });
    await user.selectOptions(fieldByLabel('Dialect'), 'saudi');
    await user.selectOptions(fieldByLabel('Tone'), 'formal');
    await user.click(within(dialog).getByRole('switch', { name: 'Address the reviewer by first name' }));
    const signOff = fieldByLabel('Sign-off');
    expect(signOff).toHaveAttribute('dir', 'rtl');
    await user.type(signOff, 'فريق مقهى الرياض');
    await user.type(fieldByLabel('Phrases never used'), 'عميلنا العزيز{Enter}  {Enter}نعتذر عن الإزعاج');
    await user.type(fieldByLabel('Complaints phone'), '0551234567');
    await user.click(within(dialog).getByRole('button', { name: 'Save the voice' }));

    expect(await screen.findByText('The reply voice has been saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const put = api.requestsTo('/api/reply-voice').find((request) => request.method === 'PUT')!;
    expect(await put.json()).toEqual({
      ar: {
        ...DEFAULTS,
        dialect: 'saudi',
        tone: 'formal',
        addressByName: false,
        signOff: 'فريق مقهى الرياض',
        bannedPhrases: ['عميلنا العزيز', 'نعتذر عن الإزعاج'],
        complaintsPhone: '0551234567',
      },
      en: VOICE.en,
    });
    const arabic = section('Replies in Arabic');
    expect(within(arabic).getByText('Saudi dialect')).toBeInTheDocument();
    expect(within(arabic).getByText('Without a name')).toBeInTheDocument();
    expect(within(arabic).getByText('Complaints phone: 0551234567')).toBeInTheDocument();
    // Not part of the settings form: nothing else was saved.
    expect(
      api.requestsTo('/api/business-settings').filter((request) => request.method === 'PUT'),
    ).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('checks the phone before sending anything', async () => {
    const api = voiceApi();
    const { user } = await openVoice();

    await user.click(await screen.findByRole('button', { name: 'Edit the English voice' }));
    await user.type(fieldByLabel('Complaints phone'), 'call us');
    await user.click(screen.getByRole('button', { name: 'Save the voice' }));

    await waitFor(() =>
      expect(errorOf(fieldByLabel('Complaints phone'))).toBe(
        'Write the phone with digits only (spaces, hyphens and a leading + are allowed)',
      ),
    );
    expect(fieldByLabel('Complaints phone')).toHaveFocus();
    expect(api.requestsTo('/api/reply-voice').filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('puts the server’s field error under its field, and keeps the dialog open', async () => {
    const api = voiceApi();
    api.answer({
      'PUT /api/reply-voice': () =>
        refused(400, 'Please correct the highlighted fields', { 'en.signOff': ['This field is too long'] }),
    });
    const { user } = await openVoice();

    await user.click(await screen.findByRole('button', { name: 'Edit the English voice' }));
    await user.click(screen.getByRole('button', { name: 'Save the voice' }));

    await waitFor(() => expect(errorOf(fieldByLabel('Sign-off'))).toBe('This field is too long'));
    expect(screen.getByRole('dialog', { name: 'Voice of English replies' })).toBeInTheDocument();
  });

  it('offers a retry when the voice cannot be loaded', async () => {
    const api = voiceApi();
    api.answer({
      'GET /api/reply-voice': () => refused(500, 'Something went wrong on our side. Please try again.'),
    });
    const { user } = await openVoice();

    expect(await screen.findByText(/The reply voice couldn't be loaded/)).toBeInTheDocument();
    api.answer({ 'GET /api/reply-voice': () => ok(VOICE) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Replies in Arabic' })).toBeInTheDocument();
  });
});
