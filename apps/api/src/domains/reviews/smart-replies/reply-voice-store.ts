// The SQL of the business's voice for AI drafts (migration 051): one row per reply language, read with the
// defaults where the business has saved none, and replaced whole. Everything runs in the tenant transaction.
import type {
  ArabicReplyVoice,
  EnglishReplyVoice,
  ReplyTone,
  ReplyVoice,
  ReplyVoiceLanguage,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';

/** What a business gets until it chooses: the wording the fixed prompt had (MSA, warm, by name, no offers). */
export const DEFAULT_ENGLISH_VOICE: EnglishReplyVoice = {
  tone: 'warm',
  addressByName: true,
  signOff: '',
  bannedPhrases: [],
  openingHours: '',
  complaintsPhone: '',
  otherFacts: '',
  mayPromiseCompensation: false,
};
export const DEFAULT_ARABIC_VOICE: ArabicReplyVoice = { ...DEFAULT_ENGLISH_VOICE, dialect: 'msa' };

interface VoiceRow {
  language: ReplyVoiceLanguage;
  dialect: ArabicReplyVoice['dialect'] | null;
  tone: ReplyTone;
  address_by_name: boolean;
  sign_off: string;
  banned_phrases: string[];
  opening_hours: string;
  complaints_phone: string;
  other_facts: string;
  may_promise_compensation: boolean;
  updated_at: Date;
}

function toVoice(row: VoiceRow): EnglishReplyVoice {
  return {
    tone: row.tone,
    addressByName: row.address_by_name,
    signOff: row.sign_off,
    bannedPhrases: row.banned_phrases,
    openingHours: row.opening_hours,
    complaintsPhone: row.complaints_phone,
    otherFacts: row.other_facts,
    mayPromiseCompensation: row.may_promise_compensation,
  };
}

export async function readReplyVoice(tx: SqlExecutor, businessId: string): Promise<ReplyVoice> {
  const rows = await tx.query<VoiceRow>(
    `SELECT language, dialect, tone, address_by_name, sign_off, banned_phrases, opening_hours, complaints_phone,
            other_facts, may_promise_compensation, updated_at
       FROM reply_voices WHERE business_id = $1`,
    [businessId],
  );
  const arabic = rows.find((row) => row.language === 'ar');
  const english = rows.find((row) => row.language === 'en');
  const updated = rows.map((row) => row.updated_at.getTime());
  return {
    ar: arabic ? { ...toVoice(arabic), dialect: arabic.dialect ?? 'msa' } : DEFAULT_ARABIC_VOICE,
    en: english ? toVoice(english) : DEFAULT_ENGLISH_VOICE,
    updatedAt: updated.length ? new Date(Math.max(...updated)).toISOString() : null,
  };
}

/** Replaces both languages' voices. */
export async function writeReplyVoice(
  tx: SqlExecutor,
  businessId: string,
  voice: { ar: ArabicReplyVoice; en: EnglishReplyVoice },
  changedBy: string | null,
  now: Date,
): Promise<ReplyVoice> {
  for (const language of ['ar', 'en'] as const) {
    const fields = voice[language];
    await tx.query(
      `INSERT INTO reply_voices (business_id, language, dialect, tone, address_by_name, sign_off, banned_phrases,
                                 opening_hours, complaints_phone, other_facts, may_promise_compensation,
                                 updated_at, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11, $12, $13)
       ON CONFLICT (business_id, language) DO UPDATE SET
         dialect = EXCLUDED.dialect, tone = EXCLUDED.tone, address_by_name = EXCLUDED.address_by_name,
         sign_off = EXCLUDED.sign_off, banned_phrases = EXCLUDED.banned_phrases,
         opening_hours = EXCLUDED.opening_hours, complaints_phone = EXCLUDED.complaints_phone,
         other_facts = EXCLUDED.other_facts, may_promise_compensation = EXCLUDED.may_promise_compensation,
         updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [
        businessId,
        language,
        language === 'ar' ? (fields as ArabicReplyVoice).dialect : null,
        fields.tone,
        fields.addressByName,
        fields.signOff,
        fields.bannedPhrases,
        fields.openingHours,
        fields.complaintsPhone,
        fields.otherFacts,
        fields.mayPromiseCompensation,
        now,
        changedBy,
      ],
    );
  }
  return readReplyVoice(tx, businessId);
}

export const FINGERPRINT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the business had a draft with this hash in the last seven days. */
export async function draftUsedThisWeek(
  tx: SqlExecutor,
  businessId: string,
  textHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM ai_draft_fingerprints WHERE business_id = $1 AND text_hash = $2 AND drafted_at > $3 LIMIT 1`,
    [businessId, textHash, new Date(now.getTime() - FINGERPRINT_DAYS * DAY_MS)],
  );
  return rows.length > 0;
}

/** Keeps the draft's hash, and lets the business's week-old ones go. */
export async function recordDraftFingerprint(
  tx: SqlExecutor,
  businessId: string,
  textHash: string,
  now: Date,
): Promise<void> {
  await tx.query('DELETE FROM ai_draft_fingerprints WHERE business_id = $1 AND drafted_at <= $2', [
    businessId,
    new Date(now.getTime() - FINGERPRINT_DAYS * DAY_MS),
  ]);
  await tx.query(
    'INSERT INTO ai_draft_fingerprints (business_id, drafted_at, text_hash) VALUES ($1, $2, $3)',
    [businessId, now, textHash],
  );
}
