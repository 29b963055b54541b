// GET /api/platform-settings/password-policy (no auth): the password rule the super admin set, so the sign-up,
// reset and invitation forms say it before the server does (decisions #8). Until it arrives, or if it cannot
// be read, the forms use the default rule; the server checks the real one either way.
import { callRoute } from '@sumaa/api-client';
import { DEFAULT_PASSWORD_POLICY, passwordPolicyEndpoint, type PasswordPolicy } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';

export function usePasswordPolicy(): PasswordPolicy {
  const { data } = useQuery({
    queryKey: ['password-policy'],
    queryFn: ({ signal }) => callRoute(passwordPolicyEndpoint, { signal }),
    staleTime: 60_000,
  });
  return data ?? DEFAULT_PASSWORD_POLICY;
}

/** A schema built from the live policy, behind a stable resolver (react-hook-form keeps its first resolver). */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** The form's hint for the rule: its length hint, then the special-character requirement when the rule has one. */
export function usePasswordRuleHint(policy: PasswordPolicy, lengthHint: string): string {
  const message = useValidationMessage();
  if (!policy.requireSpecialChars) return lengthHint;
  return `${lengthHint}. ${message('passwordNeedsSpecialCharacter') ?? ''}`;
}
