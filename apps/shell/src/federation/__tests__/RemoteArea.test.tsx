import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ThemeRoot } from '@sumaa/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { prepareI18n } from '../../app/__tests__/renderShell';
import { prefetchRemoteRoutes, registerRuntimeRemotes } from '../mf';
import { RemoteArea } from '../RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await prepareI18n('en');
  registerRuntimeRemotes({
    publicSite: 'http://localhost:4201/mf-manifest.json',
    business: 'http://localhost:4202/mf-manifest.json',
    onboarding: 'http://localhost:4203/mf-manifest.json',
    admin: 'http://localhost:4204/mf-manifest.json',
  });
});

function renderArea(remote: 'admin' | 'business' = 'admin') {
  return render(
    <ThemeRoot direction="ltr">
      <MemoryRouter>
        <RemoteArea remote={remote} basePath={`/${remote}`} />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

it('shows a translated fallback when a remote cannot be loaded, and loads it on retry', async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch http://localhost:4204/mf-manifest.json'));
  renderArea();

  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByText('admin console')).not.toBeInTheDocument();

  loadRemoteMock.mockResolvedValueOnce({ default: () => <p>admin console</p> });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByText('admin console')).toBeInTheDocument();
  // The retry re-registers the remote with force, so the runtime fetches its manifest again.
  expect(registerRemotesMock).toHaveBeenLastCalledWith(
    [{ name: 'admin', entry: 'http://localhost:4204/mf-manifest.json' }],
    { force: true },
  );
});

it('shows an area started early by the bootstrap without loading the remote a second time', async () => {
  loadRemoteMock.mockClear();
  loadRemoteMock.mockResolvedValue({ default: () => <p>business dashboard</p> });
  prefetchRemoteRoutes('business');
  renderArea('business');

  expect(await screen.findByText('business dashboard')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  expect(loadRemoteMock).toHaveBeenCalledWith('business/Routes');
});
