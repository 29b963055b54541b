// The business's voice for AI drafts as the browser calls it (zod-free; the contracts are in reply-voice-routes.ts).
// Read and changed by whoever edits the business's smart replies (Settings), like the templates.
import { defineEndpoint } from '../http/defineEndpoint';

export const replyVoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reply-voice',
  access: { permission: 'Settings' },
});

export const updateReplyVoiceEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reply-voice',
  access: { permission: 'Settings' },
});

/** The paths (issue 24): the same calls naming the business, which must be the one the request acts for. */
export const businessReplyVoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Businesses/:id/reply-voice',
  access: { permission: 'Settings' },
});

export const updateBusinessReplyVoiceEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Businesses/:id/reply-voice',
  access: { permission: 'Settings' },
});

export const replyVoiceEndpoints = {
  voice: replyVoiceEndpoint,
  updateVoice: updateReplyVoiceEndpoint,
  businessVoice: businessReplyVoiceEndpoint,
  updateBusinessVoice: updateBusinessReplyVoiceEndpoint,
} as const;
