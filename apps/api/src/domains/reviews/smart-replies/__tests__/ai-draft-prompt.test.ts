// The AI draft's prompt built from the business's voice (ai-draft-prompt.ts), and what happens to the answer
// (ai-draft-in-voice.ts): the business's own phone survives the personal-data mask, the reviewer's never does.
import type { LanguageReplyVoice } from '@sumaa/contracts';
import { buildAiDraftMessages, type AiDraftPromptInput } from '../ai-draft-prompt';
import { bannedPhrasesIn, draftFingerprint, finishDraft, withoutPhrases } from '../ai-draft-in-voice';
import { createPersonalDataMask } from '../personal-data-masking';
import { DEFAULT_ARABIC_VOICE, DEFAULT_ENGLISH_VOICE } from '../reply-voice-store';

const arabicReview: AiDraftPromptInput['review'] = {
  id: 'r1',
  authorName: 'خالد الشمري',
  isAnonymous: false,
  stars: 2,
  original: 'أنا خالد، الطلب تأخر. رقمي 0501234567',
  translated: null,
  language: 'ar',
  sentiment: 'Negative',
};
const englishReview: AiDraftPromptInput['review'] = {
  ...arabicReview,
  original: 'Great coffee',
  language: 'en',
  stars: 5,
  sentiment: 'Positive',
};

function systemOf(voice: LanguageReplyVoice, review = arabicReview, extra: Partial<AiDraftPromptInput> = {}) {
  return buildAiDraftMessages({
    review,
    reviewerFirstName: 'خالد',
    businessName: 'Qahwa House',
    businessLanguage: 'ar',
    voice,
    ...extra,
  })[0].content;
}

describe('the AI draft prompt in the business’s voice', () => {
  it('names the dialect of an Arabic reply, and English for an English review', () => {
    expect(systemOf({ ...DEFAULT_ARABIC_VOICE, dialect: 'saudi' })).toMatch(
      /Write the reply in Arabic in the Saudi dialect/,
    );
    expect(systemOf({ ...DEFAULT_ARABIC_VOICE, dialect: 'gulf' })).toMatch(
      /Write the reply in Arabic in the Gulf dialect/,
    );
    expect(systemOf(DEFAULT_ARABIC_VOICE)).toMatch(/Write the reply in Modern Standard Arabic/);
    expect(systemOf(DEFAULT_ENGLISH_VOICE, englishReview)).toMatch(/Write the reply in English\./);
    // A rating without text follows the business's language, in its dialect.
    const noText = { ...arabicReview, original: null, language: null };
    expect(systemOf({ ...DEFAULT_ARABIC_VOICE, dialect: 'gulf' }, noText)).toMatch(/Gulf dialect/);
  });

  it('says the tone, and how long the reply may be', () => {
    expect(systemOf({ ...DEFAULT_ARABIC_VOICE, tone: 'formal' })).toContain('formal and respectful');
    expect(systemOf({ ...DEFAULT_ARABIC_VOICE, tone: 'warm' })).toContain('warm and friendly');
    expect(systemOf({ ...DEFAULT_ARABIC_VOICE, tone: 'brief' })).toContain('One or two short sentences');
  });

  it('addresses the reviewer by name only when the business wants it', () => {
    expect(systemOf(DEFAULT_ARABIC_VOICE)).toContain('first name, "خالد"');
    const withoutName = systemOf({ ...DEFAULT_ARABIC_VOICE, addressByName: false });
    expect(withoutName).toContain('Do not address the reviewer by name');
    expect(withoutName).not.toContain('خالد');
  });

  it('signs with the sign-off, or the business’s name when there is none', () => {
    expect(systemOf(DEFAULT_ARABIC_VOICE)).toContain(
      'Sign the reply with the business\'s name, "Qahwa House"',
    );
    expect(systemOf({ ...DEFAULT_ARABIC_VOICE, signOff: 'فريق "قهوة"\nالرياض' })).toContain(
      'exactly: "فريق قهوة الرياض"',
    );
  });

  it('lists the banned phrases and the facts, and forbids compensation unless allowed', () => {
    const voice = {
      ...DEFAULT_ARABIC_VOICE,
      bannedPhrases: ['نعتذر عن الإزعاج', 'عزيزي'],
      openingHours: 'من 7 إلى 11',
      complaintsPhone: '0551234567',
      otherFacts: 'مواقف مجانية',
    };
    const system = systemOf(voice);
    expect(system).toContain('Never use these words or phrases: "نعتذر عن الإزعاج", "عزيزي".');
    expect(system).toContain('Opening hours: "من 7 إلى 11"');
    expect(system).toContain('"مواقف مجانية"');
    expect(system).toContain('call the business on [BUSINESS_PHONE]');
    expect(system).not.toContain('0551234567');
    // Written in the other facts or the sign-off too, the business's number goes as the token.
    const repeated = systemOf({ ...voice, otherFacts: 'واتساب 0551234567', signOff: 'قهوة 0551234567' });
    expect(repeated).toContain('"واتساب [BUSINESS_PHONE]"');
    expect(repeated).toContain('exactly: "قهوة [BUSINESS_PHONE]"');
    expect(repeated).not.toContain('0551234567');
    expect(finishDraft('شكراً\nقهوة [BUSINESS_PHONE]', { ...voice, signOff: 'قهوة 0551234567' })).toBe(
      'شكراً\nقهوة 0551234567',
    );
    expect(system).toContain('Never promise or offer a refund, compensation');
    expect(systemOf({ ...voice, mayPromiseCompensation: true })).toContain('you may offer to make it right');
    expect(systemOf(DEFAULT_ARABIC_VOICE)).not.toContain('Facts about the business');
  });

  it('says what to avoid when it asks again', () => {
    const again = systemOf(DEFAULT_ARABIC_VOICE, arabicReview, {
      askAgain: { repeated: true, bannedPhrasesUsed: ['عزيزي'] },
    });
    expect(again).toContain('already posted this week');
    expect(again).toContain('Your first answer used "عزيزي"');
    expect(systemOf(DEFAULT_ARABIC_VOICE)).not.toContain('Your first answer');
  });
});

describe('the answer, finished in the business’s voice', () => {
  const voice = { ...DEFAULT_ARABIC_VOICE, complaintsPhone: '0551234567', signOff: 'فريق قهوة' };

  it('keeps the business’s phone through the mask and puts it in; the reviewer’s number never comes back', () => {
    const mask = createPersonalDataMask({ fullName: 'خالد الشمري', firstName: 'خالد' });
    const messages = buildAiDraftMessages({
      review: arabicReview,
      reviewerFirstName: 'خالد',
      businessName: 'قهوة',
      businessLanguage: 'ar',
      voice,
    }).map((message) => mask.mask(message.content));
    expect(messages.join('\n')).toContain('[BUSINESS_PHONE]');
    expect(messages.join('\n')).not.toContain('0501234567');
    // What a model answers, using both tokens as it was told.
    const answer = 'أهلاً [NAME]، نعتذر عن التأخير. اتصل بنا على [BUSINESS_PHONE]، أو سنتصل بك على [PHONE_1].';
    const draft = finishDraft(mask.restore(answer), voice);
    expect(draft).toContain('0551234567');
    expect(draft).toContain('خالد');
    expect(draft).not.toContain('0501234567');
    expect(draft).toContain('رقمك');
    expect(draft.split('\n').at(-1)).toBe('فريق قهوة');
  });

  it('adds a missing sign-off once, and drops a phone token when the business has no phone', () => {
    expect(finishDraft('شكراً لك\nفريق قهوة', voice)).toBe('شكراً لك\nفريق قهوة');
    expect(finishDraft('Call [BUSINESS_PHONE].', DEFAULT_ENGLISH_VOICE)).toBe('Call .');
  });

  it('finds a banned phrase in any case or with diacritics, and removes it cleanly', () => {
    expect(bannedPhrasesIn('Dear Guest, thank you', ['dear guest', 'sorry'])).toEqual(['dear guest']);
    expect(bannedPhrasesIn('عَزيزي الضيف', ['عزيزي'])).toEqual(['عزيزي']);
    expect(withoutPhrases('Dear guest, thank you for coming.', ['dear guest'])).toBe('thank you for coming.');
  });

  it('fingerprints a draft whatever its spacing or case', () => {
    expect(draftFingerprint('Thank  you\nSara')).toBe(draftFingerprint('thank you sara'));
    expect(draftFingerprint('Thank you Sara')).not.toBe(draftFingerprint('Thank you Noura'));
  });
});
