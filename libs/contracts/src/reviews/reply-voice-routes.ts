// GET and PUT /api/reply-voice: the business's voice for AI drafts, both languages at once.
import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import {
  businessReplyVoiceEndpoint,
  replyVoiceEndpoint,
  updateBusinessReplyVoiceEndpoint,
  updateReplyVoiceEndpoint,
} from './reply-voice-endpoints';
import { replyVoiceSchema, replyVoiceWriteSchema } from './reply-voice';

const TAGS = ['Reviews'] as const;

export const replyVoiceRoute = defineRoute({
  ...replyVoiceEndpoint,
  response: replyVoiceSchema,
  tags: TAGS,
  summary: 'The business’s voice for AI drafts, in Arabic and English (Settings)',
  description:
    'Until the business saves one, the defaults: Modern Standard Arabic, a warm tone, the reviewer addressed by ' +
    'name, the business’s name as the sign-off, no refund or compensation offered.',
});

export const updateReplyVoiceRoute = defineRoute({
  ...updateReplyVoiceEndpoint,
  body: replyVoiceWriteSchema,
  response: replyVoiceSchema,
  tags: TAGS,
  summary: 'Save the business’s voice for AI drafts, both languages (Settings)',
  description:
    'Each language: dialect (Arabic only: saudi, gulf, msa), tone (formal, warm, brief), addressByName, signOff ' +
    '(≤ 120), bannedPhrases (≤ 20, each ≤ 60), openingHours (≤ 200), complaintsPhone (digits), otherFacts (≤ 500), ' +
    'mayPromiseCompensation (default false).',
});

// Any string: another business's id, or a malformed one, is 404 like an unknown one.
const businessParamsSchema = z.object({ id: z.string() });

export const businessReplyVoiceRoute = defineRoute({
  ...businessReplyVoiceEndpoint,
  params: businessParamsSchema,
  response: replyVoiceSchema,
  failures: [404],
  tags: TAGS,
  summary: 'The business’s voice for AI drafts, as GET /api/reply-voice (the id is the business acted for)',
});

export const updateBusinessReplyVoiceRoute = defineRoute({
  ...updateBusinessReplyVoiceEndpoint,
  params: businessParamsSchema,
  body: replyVoiceWriteSchema,
  response: replyVoiceSchema,
  failures: [404],
  tags: TAGS,
  summary:
    'Save the business’s voice for AI drafts, as PUT /api/reply-voice (the id is the business acted for)',
});

export const replyVoiceRoutes = {
  voice: replyVoiceRoute,
  updateVoice: updateReplyVoiceRoute,
  businessVoice: businessReplyVoiceRoute,
  updateBusinessVoice: updateBusinessReplyVoiceRoute,
} as const;
