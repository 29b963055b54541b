import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@sumaa/contracts';
import { useState } from 'react';

export interface ProfilePhoto {
  file: File | null;
  /** A contracts message code (`invalidImage`, `payloadTooLarge`) or the server's text. */
  error: string | null;
  choose(file: File | null): void;
  setError(error: string | null): void;
}

/**
 * The optional profile photo, checked before upload with the server's own limits (PNG, JPEG or WebP, ≤ 5 MB),
 * so a wrong file is refused at once instead of after the whole form is sent. The server still checks content.
 */
export function useProfilePhoto(): ProfilePhoto {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (next: File | null) => {
    if (next && !(PROFILE_IMAGE_TYPES as readonly string[]).includes(next.type)) {
      setFile(null);
      setError('invalidImage');
    } else if (next && next.size > PROFILE_IMAGE_MAX_BYTES) {
      setFile(null);
      setError('payloadTooLarge');
    } else {
      setFile(next);
      setError(null);
    }
  };

  return { file, error, choose, setError };
}
