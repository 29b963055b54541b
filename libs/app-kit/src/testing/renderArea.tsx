// Test support: the business routes as the shell mounts them (under /customer/*), in the theme, with a signed-in
// user put straight into the shared auth store. Not part of the production build.
import { configureApiClient, type SessionUser, useAuthStore } from '@sumaa/api-client';
import { addAppResources, initI18n, type Language, setLanguage, useLanguage } from '@sumaa/i18n';
import { ThemeRoot } from '@sumaa/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BusinessRoutes } from '../app/BusinessRoutes';
import { businessResources } from '../i18n/resources';

export async function setUpBusinessI18n(language: Language): Promise<void> {
  await initI18n();
  await addAppResources('business', businessResources);
  await setLanguage(language);
}

/** Prints where the router is, so a test can assert navigation by text. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function Themed({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  return <ThemeRoot direction={dir}>{children}</ThemeRoot>;
}

export function renderBusinessArea(path: string, user: SessionUser | null) {
  configureApiClient({ baseUrl: 'http://api.test', onSessionExpired: () => undefined });
  useAuthStore.setState({
    token: user ? 'access-1' : null,
    user,
    isAuthenticated: user !== null,
    isLoading: false,
  });
  return render(
    <Themed>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/customer/*" element={<BusinessRoutes basePath="/customer" />} />
          <Route path="/login" element={<h1>login page</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Themed>,
  );
}
