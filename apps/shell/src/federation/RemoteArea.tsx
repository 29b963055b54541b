import { LoadingScreen } from '@sumaa/ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteKey } from '../config/runtimeConfig';
import { loadRemoteRoutes, type RemoteRoutesProps } from './mf';
import { RemoteFailure } from './RemoteFailure';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface LoadedRemote {
  attempt: number;
  Routes: ComponentType<RemoteRoutesProps>;
}

// One lazy component per remote and attempt, kept across route changes so moving between pages of the same
// remote does not load it again. A rejected React.lazy stays rejected, so a retry makes a new one.
const loaded = new Map<RemoteKey, LoadedRemote>();

function remoteRoutes(remote: RemoteKey, attempt: number): ComponentType<RemoteRoutesProps> {
  const cached = loaded.get(remote);
  if (cached && cached.attempt === attempt) return cached.Routes;
  const Routes = lazy(() => loadRemoteRoutes(remote, attempt > 0));
  loaded.set(remote, { attempt, Routes });
  return Routes;
}

const attempts = new Map<RemoteKey, number>();

export interface RemoteAreaProps {
  remote: RemoteKey;
  basePath: string;
}

/** Mounts one remote's route tree, with a loading screen meanwhile and a retryable fallback if it fails. */
export function RemoteArea({ remote, basePath }: RemoteAreaProps) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(() => attempts.get(remote) ?? 0);
  const Routes = remoteRoutes(remote, attempt);

  const retry = () => {
    const next = attempt + 1;
    attempts.set(remote, next);
    setAttempt(next);
  };

  return (
    <RemoteErrorBoundary key={attempt} fallback={(error) => <RemoteFailure error={error} onRetry={retry} />}>
      <Suspense fallback={<LoadingScreen label={t('loading')} />}>
        <Routes basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
