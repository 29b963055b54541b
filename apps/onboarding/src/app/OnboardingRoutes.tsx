import { QueryProvider } from '@sumaa/app-kit';
import { Navigate, Route, Routes } from 'react-router';
import { OnboardingWizard } from './OnboardingWizard';

// The wizard's data belongs to one moment of the setup: nothing is refetched behind the user's back on focus,
// except what a step polls on purpose.
const WIZARD_QUERIES = { refetchOnWindowFocus: false };

export interface OnboardingRoutesProps {
  /** Where the shell mounts this area, e.g. `/welcome`. */
  basePath: string;
}

/** The onboarding wizard (spec §2): one page at the area's root; any other path inside it goes there. */
export function OnboardingRoutes({ basePath }: OnboardingRoutesProps) {
  return (
    <QueryProvider queries={WIZARD_QUERIES}>
      <Routes>
        <Route index element={<OnboardingWizard />} />
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Routes>
    </QueryProvider>
  );
}
