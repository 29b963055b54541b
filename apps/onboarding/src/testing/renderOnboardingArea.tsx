// Test support: the onboarding routes as the shell mounts them (under /welcome/*), in the theme, with a
// signed-in user put straight into the shared auth store. Not part of the production build.
import { configureApiClient, type SessionUser, useAuthStore } from '@sumaa/api-client';
import { addAppResources, initI18n, type Language, setLanguage, useLanguage } from '@sumaa/i18n';
import { ThemeRoot } from '@sumaa/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { OnboardingRoutes } from '../app/OnboardingRoutes';
import { onboardingResources } from '../i18n/resources';

export async function setUpOnboardingI18n(language: Language): Promise<void> {
  await initI18n();
  await addAppResources('onboarding', onboardingResources);
  await setLanguage(language);
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function Themed({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  return <ThemeRoot direction={dir}>{children}</ThemeRoot>;
}

export function renderOnboardingArea(path: string, user: SessionUser) {
  configureApiClient({ baseUrl: 'http://api.test', onSessionExpired: () => undefined });
  useAuthStore.setState({ token: 'access-1', user, isAuthenticated: true, isLoading: false });
  return render(
    <Themed>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/welcome/*" element={<OnboardingRoutes basePath="/welcome" />} />
          <Route path="/login" element={<h1>login page</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Themed>,
  );
}
