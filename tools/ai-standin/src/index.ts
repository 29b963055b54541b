// The stand-in's one public door: start it in-process (tests), read its defaults, and the reply writer it
// answers with. The command line (main.ts) uses the same function.
export { DEFAULT_MODEL, DEFAULT_PORT, startAiStandin } from './standin';
export type { AiStandin, AiStandinOptions, ArmedFailure, RecordedRequest } from './standin';
export { approximateTokens, languageOfText, reviewTextOf, writeReply } from './reply-writer';
export type { PromptMessage, ReplyLanguage, WrittenReply } from './reply-writer';
