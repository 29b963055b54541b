// PostgreSQL's json refuses a lone UTF-16 surrogate ('\ud800'), which JSON.stringify writes out as such: text that
// goes into a jsonb column (the audit log's detail) is made well-formed first, U+FFFD in the surrogate's place.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function wellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** A copy of an audit detail whose strings are well-formed. */
export function wellFormedDetail(detail: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(detail, (_key, value: unknown) =>
      typeof value === 'string' ? wellFormedText(value) : value,
    ),
  ) as Record<string, unknown>;
}
