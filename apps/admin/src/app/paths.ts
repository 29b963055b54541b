/** `/admin` + `plans` → `/admin/plans`; a standalone base of `/` gives `/plans`. */
export function pathIn(basePath: string, segment: string): string {
  return `${basePath.replace(/\/+$/, '')}/${segment}`;
}
