// Renders the public site as the shell does (StrictMode, theme with direction, router, the shell's other areas
// beside it), with i18n, the API client and the store set up for a test. Test support only.
import { configureApiClient } from '@sumaa/api-client';
import { addAppResources, initI18n, type Language, setLanguage, useLanguage } from '@sumaa/i18n';
import { ThemeRoot } from '@sumaa/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PublicSiteRoutes } from '../app/PublicSiteRoutes';
import { publicSiteResources } from '../i18n/resources';
import { loadTextsOfLanguage } from '../shared/i18n/languageTexts';

export const API_BASE_URL = 'http://api.test';

export type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Shows where the router is, so a test can assert redirects (`/welcome`, `/check-email?email=…`). */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function Harness({ entry }: { entry: Entry }) {
  const { dir } = useLanguage();
  return (
    <StrictMode>
      <ThemeRoot direction={dir}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            {/* The shell's own areas: reaching them means the public site handed over. */}
            <Route path="/admin/*" element={<p>admin area</p>} />
            <Route path="/customer/*" element={<p>business area</p>} />
            <Route path="/welcome/*" element={<p>onboarding area</p>} />
            <Route path="/*" element={<PublicSiteRoutes basePath="/" />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeRoot>
    </StrictMode>
  );
}

export async function setUpPublicSite(language: Language = 'en'): Promise<void> {
  await initI18n();
  await addAppResources('public-site', publicSiteResources);
  await setLanguage(language);
  // The texts that load one language at a time (the landing page's) are in before the first render, as the
  // remote entry starts loading them when it loads.
  await loadTextsOfLanguage(language);
  configureApiClient({ baseUrl: API_BASE_URL, onSessionExpired: () => undefined });
}

export async function renderPublicSite(entry: Entry, { language = 'en' }: { language?: Language } = {}) {
  await setUpPublicSite(language);
  const user = userEvent.setup();
  return { user, ...render(<Harness entry={entry} />) };
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
