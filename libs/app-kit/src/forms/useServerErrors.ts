import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { placeServerErrors } from './placeServerErrors';

export interface ServerErrorOptions<Values extends FieldValues> {
  /** The form field a server field name belongs to (servers spell names their own way), or undefined. */
  fieldFor: (serverField: string) => Path<Values> | undefined;
  /** The banner's text when the failure says nothing usable (not an API error, or a bare 4xx). */
  fallback: string;
}

/**
 * A react-hook-form form's answer to a failed call (spec §5): each server field error under its field, the rest
 * in the banner (`failure`, for `FormErrorBanner`), and the focus on the first field that got one.
 */
export function useServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  setFocus: UseFormSetFocus<Values>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const showServerError = useCallback(
    (error: unknown, { fieldFor, fallback }: ServerErrorOptions<Values>) => {
      const { placed, banner } = placeServerErrors(
        error,
        fieldFor,
        (field, message) => setError(field, { type: 'server', message }),
        fallback,
      );
      setFailure(banner);
      if (placed[0]) setFocus(placed[0]);
    },
    [setError, setFocus],
  );
  const clearFailure = useCallback(() => setFailure(null), []);
  return { failure, showServerError, clearFailure };
}
