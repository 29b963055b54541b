// The version of the analysis the sync stores with each review (sentiment, keywords and their keys). Raise it
// whenever analyzeSentiment, extractKeywords or keywordKey would give a stored review a different result: the
// recompute job then brings every stored review up to date in the background (reviews.analysis_version).
//   1 — issue 3's first analysis (the stars and the words weighed equally; flat contradictions ended Neutral).
//   2 — issue 11: words that plainly contradict the stars decide; keywords stored with their keys.
export const ANALYSIS_VERSION = 2;
