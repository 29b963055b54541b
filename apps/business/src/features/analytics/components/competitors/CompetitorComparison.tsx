// The competitor comparison of the analytics page (issue 11). TODO(issue 11): built by the competitors work.
export function CompetitorComparison() {
  return null;
}
