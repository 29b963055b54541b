// The business's voice for AI drafts (issue 24): per reply language, the dialect of Arabic replies, the tone,
// whether the reviewer is addressed by name, a sign-off, phrases never used, facts a reply may mention and whether
// a refund or compensation may be offered. The AI draft's prompt is built from it (apps/api …/ai-draft-prompt.ts).
import { z } from 'zod';

export const REPLY_VOICE_LANGUAGES = ['ar', 'en'] as const;
export type ReplyVoiceLanguage = (typeof REPLY_VOICE_LANGUAGES)[number];
export const ARABIC_DIALECTS = ['saudi', 'gulf', 'msa'] as const;
export type ArabicDialect = (typeof ARABIC_DIALECTS)[number];
export const REPLY_TONES = ['formal', 'warm', 'brief'] as const;
export type ReplyTone = (typeof REPLY_TONES)[number];

export const REPLY_VOICE_LIMITS = {
  signOff: 120,
  bannedPhrases: 20,
  bannedPhrase: 60,
  openingHours: 200,
  complaintsPhone: 20,
  otherFacts: 500,
} as const;

/** A phone as a business writes it: digits (Latin or Arabic-Indic), spaces and hyphens, an optional leading +. */
const BUSINESS_PHONE = /^\+?[0-9\u0660-\u0669](?:[0-9\u0660-\u0669 -]*[0-9\u0660-\u0669])?$/;

const boundedText = (max: number) =>
  z.string({ error: 'invalidValue' }).trim().max(max, 'fieldTooLong').default('');

const voiceFieldsSchema = z.object({
  tone: z.enum(REPLY_TONES, { error: 'replyVoiceToneInvalid' }),
  addressByName: z.boolean({ error: 'invalidValue' }),
  signOff: boundedText(REPLY_VOICE_LIMITS.signOff),
  bannedPhrases: z
    .array(
      z
        .string({ error: 'invalidValue' })
        .trim()
        .min(1, 'replyVoicePhraseEmpty')
        .max(REPLY_VOICE_LIMITS.bannedPhrase, 'fieldTooLong'),
      { error: 'invalidValue' },
    )
    .max(REPLY_VOICE_LIMITS.bannedPhrases, 'replyVoiceTooManyPhrases')
    .default([])
    // The same phrase twice (in any letter case) is kept once.
    .transform((phrases) =>
      phrases.filter(
        (phrase, index) =>
          phrases.findIndex((other) => other.toLowerCase() === phrase.toLowerCase()) === index,
      ),
    ),
  openingHours: boundedText(REPLY_VOICE_LIMITS.openingHours),
  complaintsPhone: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(REPLY_VOICE_LIMITS.complaintsPhone, 'replyVoicePhoneInvalid')
    .refine((phone) => phone === '' || BUSINESS_PHONE.test(phone), 'replyVoicePhoneInvalid')
    .default(''),
  otherFacts: boundedText(REPLY_VOICE_LIMITS.otherFacts),
  mayPromiseCompensation: z.boolean({ error: 'invalidValue' }).default(false),
});

export const arabicReplyVoiceSchema = voiceFieldsSchema.extend({
  dialect: z.enum(ARABIC_DIALECTS, { error: 'replyVoiceDialectInvalid' }),
});
export const englishReplyVoiceSchema = voiceFieldsSchema;

/** PUT /api/reply-voice: both languages' voices, each whole. */
export const replyVoiceWriteSchema = z.object({
  ar: arabicReplyVoiceSchema,
  en: englishReplyVoiceSchema,
});
export type ReplyVoiceWriteRequest = z.input<typeof replyVoiceWriteSchema>;
export type ArabicReplyVoice = z.output<typeof arabicReplyVoiceSchema>;
export type EnglishReplyVoice = z.output<typeof englishReplyVoiceSchema>;
/** One language's voice; `dialect` only for Arabic. */
export type LanguageReplyVoice = EnglishReplyVoice & { dialect?: ArabicDialect };

export const replyVoiceSchema = z.object({
  ar: arabicReplyVoiceSchema,
  en: englishReplyVoiceSchema,
  /** When it was last saved; null while the business keeps the defaults. */
  updatedAt: z.string().nullable(),
});
export type ReplyVoice = z.output<typeof replyVoiceSchema>;
