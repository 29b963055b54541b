/** `/customer` + `reviews` → `/customer/reviews`; a standalone base of `/` gives `/reviews`. */
export function pathIn(basePath: string, segment: string): string {
  return `${basePath.replace(/\/+$/, '')}/${segment}`;
}
