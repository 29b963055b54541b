// A new plan's code (its stable key, e.g. `professional`): from its English name, else the name as written,
// in lower-case ASCII letters, digits and hyphens; `plan` when nothing is left (an Arabic-only name); `-2`,
// `-3`… after it when taken.
export function planCodeBase(names: readonly string[]): string {
  for (const name of names) {
    const slug = name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/g, '');
    if (slug) return slug;
  }
  return 'plan';
}

export function nextFreePlanCode(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const code = `${base}-${suffix}`;
    if (!used.has(code)) return code;
  }
}
