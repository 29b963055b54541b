// Review text analysis, run once per review at ingest: pure functions, no dependencies, well under 0.1 ms a
// review. See README.md in this folder for the rules (sentiment with stars, keywords and the Arabic article).
export { ANALYSIS_VERSION } from './analysis-version';
export { normalizeArabic } from './arabic-normalization';
export { splitGoogleTranslation, type SplitComment } from './google-translation';
export { keywordKey, extractKeywords } from './keywords';
export { detectLanguage, type DetectedLanguage } from './language-detection';
export { analyzeSentiment, type Sentiment } from './sentiment';
