// An AI draft in the business's voice (issue 24): asked with the prompt built from the voice (ai-draft-prompt.ts),
// through the one masked door (ai-call.ts), then checked before anyone sees it:
// - the business's complaints phone is put where the model wrote [BUSINESS_PHONE] (it never left Sumaa);
// - a custom sign-off the model left out is added on its own line;
// - a phrase the business never uses, or a text word for word the same as one of its drafts of the last seven
//   days (kept as hashes, migration 051), makes us ask once more, saying what to avoid. A banned phrase still in
//   the second answer is removed from it; a second repeat is a failed draft (503, the count given back), so no
//   two drafts of a week are ever the same.
import { createHash } from 'node:crypto';
import type { LanguageReplyVoice } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { AiConfig } from '../reviews-config';
import { stripArabicMarks } from '../analysis/arabic-normalization';
import { callAiWithoutPersonalData, type AiCallSubject } from './ai-call';
import { AiDraftError } from './ai-draft-client';
import { BUSINESS_PHONE_PLACEHOLDER, buildAiDraftMessages, type AiDraftPromptInput } from './ai-draft-prompt';
import { draftUsedThisWeek, recordDraftFingerprint } from './reply-voice-store';

/** What identifies a draft whatever its spacing or letter case: SHA-256 of its words in lower case. */
export function draftFingerprint(text: string): string {
  const normalised = stripArabicMarks(text).toLowerCase().replace(/\s+/gu, ' ').trim();
  return createHash('sha256').update(normalised).digest('hex');
}

const ARABIC_MARKS = '[\\u0610-\\u061A\\u0640\\u064B-\\u065F\\u0670]*';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as it may be written: any letter case, diacritics or tatweel between its letters, any spacing. */
function phrasePattern(phrase: string): RegExp {
  const words = stripArabicMarks(phrase).trim().split(/\s+/u).filter(Boolean);
  const word = (text: string) => [...text].map(escapeRegExp).join(ARABIC_MARKS);
  return new RegExp(words.map(word).join('\\s+'), 'giu');
}

/** The business's banned phrases that the text holds. */
export function bannedPhrasesIn(text: string, bannedPhrases: readonly string[]): string[] {
  return bannedPhrases.filter((phrase) => phrasePattern(phrase).test(text));
}

/** The text without the phrases, the spaces and punctuation left behind closed up. */
export function withoutPhrases(text: string, phrases: readonly string[]): string {
  let cleaned = text;
  for (const phrase of phrases) cleaned = cleaned.replace(phrasePattern(phrase), '');
  return cleaned
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/\s+([,.!?،؛؟])/gu, '$1')
        .replace(/^[\s,،;؛]+/u, '')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .join('\n');
}

/** The model's answer with the business's own facts put in and its sign-off ensured. */
export function finishDraft(answer: string, voice: LanguageReplyVoice): string {
  const phone = voice.complaintsPhone;
  let draft = phone
    ? answer.split(BUSINESS_PHONE_PLACEHOLDER).join(phone)
    : answer.split(BUSINESS_PHONE_PLACEHOLDER).join('');
  const signOff = voice.signOff.trim();
  if (signOff && !draft.includes(signOff)) draft = `${draft.trimEnd()}\n${signOff}`;
  return draft;
}

export async function draftReplyInVoice(
  app: FastifyInstance,
  ai: AiConfig,
  subject: AiCallSubject,
  prompt: Omit<AiDraftPromptInput, 'askAgain'>,
): Promise<string> {
  const { scope } = subject;
  const ask = async (askAgain?: AiDraftPromptInput['askAgain']) =>
    finishDraft(
      await callAiWithoutPersonalData(app, ai, subject, buildAiDraftMessages({ ...prompt, askAgain })),
      prompt.voice,
    );
  const repeated = (draft: string) =>
    app.db.tenantTransaction(scope, (tx) =>
      draftUsedThisWeek(tx, scope.businessId, draftFingerprint(draft), app.now()),
    );

  let draft = await ask();
  const bannedPhrasesUsed = bannedPhrasesIn(draft, prompt.voice.bannedPhrases);
  const wasRepeated = await repeated(draft);
  if (bannedPhrasesUsed.length > 0 || wasRepeated) {
    draft = await ask({ repeated: wasRepeated, bannedPhrasesUsed });
    draft = withoutPhrases(draft, bannedPhrasesIn(draft, prompt.voice.bannedPhrases));
    if (!draft) throw new AiDraftError('failed', 'nothing was left of the draft without the banned phrases');
    if (await repeated(draft)) throw new AiDraftError('failed', 'the draft repeated one of this week twice');
  }
  await app.db.tenantTransaction(scope, (tx) =>
    recordDraftFingerprint(tx, scope.businessId, draftFingerprint(draft), app.now()),
  );
  return draft;
}
