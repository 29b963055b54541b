// Renders the shell's routes at a path, with i18n ready and the theme, as the shell does in the browser.
import { addAppResources, initI18n, setLanguage } from '@sumaa/i18n';
import type { Language } from '@sumaa/contracts';
import { ThemeRoot } from '@sumaa/ui';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { shellResources } from '../../i18n/resources';
import { AppRoutes } from '../AppRoutes';

export async function prepareI18n(language: Language = 'en') {
  await initI18n();
  await addAppResources('shell', shellResources);
  await setLanguage(language);
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
}

export function renderShellAt(path: string) {
  return render(
    <ThemeRoot direction="ltr">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </ThemeRoot>,
  );
}
