// Test support: an area (a remote's route tree) rendered as the shell mounts it — StrictMode, theme with the
// language's direction, router at a path, a query client, the signed-in user in the shared auth store — with the
// shell's other areas beside it as plain headings, so a test can see a hand-over. Not for production code.
import { configureApiClient, type SessionUser, useAuthStore } from '@sumaa/api-client';
import { addAppResources, initI18n, type Language, setLanguage, useLanguage } from '@sumaa/i18n';
import { ThemeRoot } from '@sumaa/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, Fragment, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { frameTexts } from '../frame/frameTexts';
import { QueryProvider } from '../query/QueryProvider';
import { loadTextsOfLanguage } from '../texts/languageTexts';

/** The API's address in tests; fake API handlers match paths only, so any origin would do. */
export const API_BASE_URL = 'http://api.test';

/** A remote as its tests see it: its route tree, where the shell mounts it, and its texts. */
export interface AreaUnderTest {
  routes: ComponentType<{ basePath: string }>;
  /** Where the shell mounts it: `/customer`, `/admin`, `/welcome`, or `/` for the public site. */
  basePath: string;
  /** Its namespaces, both languages each (`{ business: businessResources }`). */
  texts: Record<string, { ar: object; en: object }>;
  /**
   * Loads the code of its lazy pages (lazyPage's `preload`) before a test renders, as the old eager imports did:
   * jest compiles a module when it is first imported, which would otherwise happen inside a test's wait.
   */
  preloadPages?: () => Promise<unknown>;
}

/** The shell's areas; each but the one under test is a heading naming it. */
const SHELL_AREAS: Record<string, string> = {
  '/customer': 'business area',
  '/admin': 'admin area',
  '/welcome': 'onboarding area',
};

/** Puts the area's texts into i18n and switches to `language` (loading the texts that travel one at a time). */
export async function setUpArea(area: AreaUnderTest, language: Language): Promise<void> {
  await initI18n();
  // The kit's frame texts too, so a framed page renders at once instead of suspending on its first render.
  const namespaces = { 'app-kit': frameTexts, ...area.texts };
  for (const [namespace, resources] of Object.entries(namespaces))
    await addAppResources(namespace, resources);
  await setLanguage(language);
  await loadTextsOfLanguage(language);
  await area.preloadPages?.();
}

export type Entry = string | { pathname: string; search?: string; state?: unknown };

export interface RenderAreaOptions {
  /** The signed-in user, or null for a visitor; when left out the auth store is left as the test set it. */
  user?: SessionUser | null;
  /** The language to render in (English by default). */
  language?: Language;
  /** StrictMode as in the shell (default); off for a test that counts effects. */
  strict?: boolean;
  /** For tests on jest's fake timers: user-event advances them while it waits. */
  fakeTimers?: boolean;
}

/** Shows where the router is, so a test can assert navigation by text (`currentLocation()`). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

function Harness({ area, entry, strict }: { area: AreaUnderTest; entry: Entry; strict: boolean }) {
  const { dir } = useLanguage();
  const { routes: AreaRoutes, basePath } = area;
  const Mode = strict ? StrictMode : Fragment;
  return (
    <Mode>
      <ThemeRoot direction={dir}>
        <QueryProvider>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              {Object.entries(SHELL_AREAS)
                .filter(([path]) => path !== basePath)
                .map(([path, name]) => (
                  <Route key={path} path={`${path}/*`} element={<h1>{name}</h1>} />
                ))}
              {/* The public site owns /login; for the other areas it is the shell's hand-over. */}
              {basePath !== '/' && <Route path="/login" element={<h1>login page</h1>} />}
              <Route
                path={basePath === '/' ? '/*' : `${basePath}/*`}
                element={<AreaRoutes basePath={basePath} />}
              />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </QueryProvider>
      </ThemeRoot>
    </Mode>
  );
}

/** Renders `area` at `entry`; resolves once its texts are in. Returns user-event's `user` and the render result. */
export async function renderArea(
  area: AreaUnderTest,
  entry: Entry,
  { user, language = 'en', strict = true, fakeTimers = false }: RenderAreaOptions = {},
) {
  await setUpArea(area, language);
  configureApiClient({ baseUrl: API_BASE_URL, onSessionExpired: () => undefined });
  if (user !== undefined) {
    useAuthStore.setState({
      token: user ? 'access-1' : null,
      user,
      isAuthenticated: user !== null,
      isLoading: false,
    });
  }
  const events = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const rendered = render(<Harness area={area} entry={entry} strict={strict} />);
  return { user: events, ...rendered };
}

/** Where the router is now (path and query). */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
