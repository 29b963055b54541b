// What a remote exposes to the shell as `./Routes`: its route tree, mounted under `basePath`, rendered once the
// remote's texts are in. Each remote's remote-entry.tsx default-exports the component one of these returns
// (module federation and React.lazy expect a default export). Two functions rather than one with a switch, so
// a remote's first load carries only the way of loading texts it uses.
import { addAppResources, getLanguage } from '@sumaa/i18n';
import { type ComponentType, use } from 'react';
import { AreaQueryClientScope } from '../query/areaQueryClient';
import {
  type LanguageTextLoaders,
  loadLanguageTexts,
  registerLanguageTexts,
  useLanguageTexts,
} from '../texts/languageTexts';
import { recordReactInstance } from './recordReactInstance';

/** Props of every remote's route tree: where the shell mounts it. */
export interface RemoteRoutesProps {
  basePath: string;
}

export interface RemoteEntryOptions<Texts> {
  /** The remote's i18next namespace (`business`, `public-site`…). */
  namespace: string;
  texts: Texts;
  /** The remote's route tree. */
  routes: ComponentType<RemoteRoutesProps>;
}

/**
 * Records this build's React; the routes render once the texts (both languages, `{ ar, en }`) are in, inside the
 * area's query client (one per signed-in user, kept across remounts of the area, shared with its prefetch).
 */
export function createRemoteEntry({
  namespace,
  texts,
  routes: Routes,
}: RemoteEntryOptions<{ ar: object; en: object }>) {
  recordReactInstance();
  const textsReady = addAppResources(namespace, texts);
  return function RemoteRoutes({ basePath }: RemoteRoutesProps) {
    use(textsReady);
    // The area's server-state cache, which the entry's prefetch (createRoutePrefetch) fills for this user.
    return (
      <AreaQueryClientScope namespace={namespace}>
        <Routes basePath={basePath} />
      </AreaQueryClientScope>
    );
  };
}

/**
 * The same for texts that travel one language at a time (one loader per language): the first load carries only
 * the visitor's language, and a language switch loads the other before it shows.
 */
export function createRemoteEntryByLanguage({
  namespace,
  texts,
  routes: Routes,
}: RemoteEntryOptions<LanguageTextLoaders>) {
  recordReactInstance();
  registerLanguageTexts(namespace, texts);
  // Starts now, while the shell still renders, rather than when the routes first ask.
  void loadLanguageTexts(namespace, getLanguage()).catch(() => undefined);
  return function RemoteRoutes({ basePath }: RemoteRoutesProps) {
    useLanguageTexts(namespace);
    return <Routes basePath={basePath} />;
  };
}
