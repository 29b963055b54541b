import { useSyncExternalStore } from 'react';
import { getLanguage, i18n, setLanguage } from './i18n';
import { type Direction, directionOf, type Language } from './language';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current language and direction; the component re-renders when anyone switches language. */
export function useLanguage(): {
  language: Language;
  dir: Direction;
  setLanguage(lang: Language): Promise<void>;
} {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  return { language, dir: directionOf(language), setLanguage };
}
