import * as React from 'react';

/**
 * The single-React check: each app records the React it runs with, and the end-to-end suite asserts there is
 * exactly one at run time. (The hook function, not the namespace object: each build wraps the shared module in
 * its own namespace.) Called by the shell's start and by every remote entry.
 */
export function recordReactInstance(): void {
  ((globalThis as { __sumaaReacts?: Set<unknown> }).__sumaaReacts ??= new Set()).add(React.useState);
}
