import { PASSWORD_MIN_LENGTH_DEFAULT } from '@sumaa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type ValidationMessage = (
  code: string | undefined,
  params?: Record<string, string | number>,
) => string | undefined;

/**
 * Turns a contract message code (from zod / react-hook-form, e.g. `phoneInvalid`) into text in the current
 * language. Server errors arrive already translated, so anything that is not a known code is returned as is.
 */
export function useValidationMessage(): ValidationMessage {
  const { t, i18n } = useTranslation('validation');
  return useCallback<ValidationMessage>(
    (code, params) => {
      if (!code) return undefined;
      const lookup = { ns: 'validation', nsSeparator: false, keySeparator: false } as const;
      if (!i18n.exists(code, lookup)) return code;
      // `{{min}}` would otherwise render empty when a form passes only the code.
      return t(code, { ...lookup, min: PASSWORD_MIN_LENGTH_DEFAULT, ...params });
    },
    [t, i18n],
  );
}
