// Test support: the onboarding routes as the shell mounts them (under /welcome/*, in StrictMode), in the
// theme, with a signed-in user put straight into the shared auth store. Not part of the production build.
import { configureApiClient, type SessionUser, useAuthStore } from '@sumaa/api-client';
import { addAppResources, initI18n, type Language, setLanguage, useLanguage } from '@sumaa/i18n';
import { ThemeRoot } from '@sumaa/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { OnboardingRoutes } from '../app/OnboardingRoutes';
import { onboardingResources } from '../i18n/resources';

export const API_BASE_URL = 'http://api.test';

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

export interface RenderOptions {
  /** For tests on jest's fake timers: user-event advances them while it waits. */
  fakeTimers?: boolean;
}

export function renderOnboardingArea(
  path: string,
  user: SessionUser,
  { fakeTimers = false }: RenderOptions = {},
) {
  configureApiClient({ baseUrl: API_BASE_URL, onSessionExpired: () => undefined });
  useAuthStore.setState({ token: 'access-1', user, isAuthenticated: true, isLoading: false });
  const events = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const rendered = render(
    <StrictMode>
      <Themed>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/welcome/*" element={<OnboardingRoutes basePath="/welcome" />} />
            <Route path="/login" element={<h1>login page</h1>} />
            <Route path="/customer/*" element={<h1>business area</h1>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </Themed>
    </StrictMode>,
  );
  return { user: events, ...rendered };
}
