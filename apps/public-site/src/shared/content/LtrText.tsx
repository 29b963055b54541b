import type { HTMLAttributes } from 'react';

export type LtrTextProps = HTMLAttributes<HTMLElement>;

/**
 * A left-to-right value inside a sentence of either direction (phone numbers, e-mail addresses, codes): isolated
 * with `<bdi dir="ltr">`, so "+966 11 234 5678" keeps its order on an Arabic page.
 */
export function LtrText(props: LtrTextProps) {
  return <bdi dir="ltr" {...props} />;
}
