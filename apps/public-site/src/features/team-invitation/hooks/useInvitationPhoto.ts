import { PROFILE_IMAGE_MAX_BYTES } from '@sumaa/contracts';
import { useCallback, useRef, useState } from 'react';
import { imageTypeOf } from '../lib/imageTypeOf';

export interface InvitationPhoto {
  file: File | null;
  /** A contracts message code (`invalidImage`, `payloadTooLarge`) or the server's text. */
  error: string | null;
  /** Checks the file (size, then content) and keeps it, or refuses it with the reason; null removes the photo. */
  choose(file: File | null): Promise<void>;
  setError(error: string | null): void;
}

/**
 * The optional photo of a new member, checked before upload with the server's own rules (PNG, JPEG or WebP by
 * content, at most 5 MB), so a wrong file is refused at once rather than after the whole form is sent.
 */
export function useInvitationPhoto(): InvitationPhoto {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Reading the first bytes takes a moment: only the latest choice may set the photo.
  const latestChoice = useRef(0);

  const choose = useCallback(async (next: File | null) => {
    const choice = ++latestChoice.current;
    const refuse = (code: string) => {
      setFile(null);
      setError(code);
    };
    if (!next) {
      setFile(null);
      setError(null);
      return;
    }
    if (next.size > PROFILE_IMAGE_MAX_BYTES) return refuse('payloadTooLarge');
    const type = await imageTypeOf(next);
    if (choice !== latestChoice.current) return;
    if (!type) return refuse('invalidImage');
    setFile(next);
    setError(null);
  }, []);

  return { file, error, choose, setError };
}
