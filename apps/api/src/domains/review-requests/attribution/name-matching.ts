// Whether a Google review's author is, by name, a request's contact: the first and the last word of both names
// agree once folded. The SQL has already folded the Arabic spellings and lower-cased both (app_normalize_arabic,
// the inbox search's normalisation); here the Latin accents go too (é → e) and the punctuation between words,
// so "Noura Al-Qahtani" and "noura al qahtani" meet, as do "نورة القحطاني" and "نوره القحطانى". One word names
// only someone whose name is that one word.
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[\s\p{P}\p{S}]+/u;

export function nameKey(foldedName: string | null): string | null {
  if (!foldedName) return null;
  const words = foldedName
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .split(SEPARATORS)
    .filter(Boolean);
  if (words.length === 0) return null;
  return `${words[0]} ${words[words.length - 1]}`;
}

export function namesMatch(contactName: string | null, authorName: string | null): boolean {
  const contact = nameKey(contactName);
  return contact !== null && contact === nameKey(authorName);
}
