// A contact's mobile number as the API keeps it: E.164 (`+` and 8 to 15 digits). People type Saudi numbers in
// every local form (05xxxxxxxx, 5xxxxxxxx, 9665…, 009665…, +966 5x xxx xxxx, +966 05…), often with Arabic-Indic
// digits from an Arabic keyboard; all of them become +9665xxxxxxxx. One rule for the form and the server.

/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9, Persian/Urdu keyboards) digits. */
function withLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Spaces (also no-break and thin ones), dashes, dots, brackets and the direction marks that RTL text carries. */
const SEPARATORS = /[\s\u00A0\u2009\u202F\u200E\u200F\u202A-\u202E\u2066-\u2069().\-‐‑–—]/g;

const SAUDI_MOBILE = /^(?:\+?966|00966)?0?(5\d{8})$/;
const E164 = /^\+[1-9]\d{7,14}$/;

/** The number in E.164, or null when it is not a phone number we can send to. */
export function normalizePhoneNumber(input: string): string | null {
  const compact = withLatinDigits(input.normalize('NFKC')).replace(SEPARATORS, '');
  if (compact === '') return null;
  const saudi = SAUDI_MOBILE.exec(compact);
  if (saudi) return `+966${saudi[1]}`;
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return E164.test(international) ? international : null;
}
