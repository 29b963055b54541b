// The team page (spec §2 "team"): being built in issue 9.
export function TeamPage() {
  return null;
}
