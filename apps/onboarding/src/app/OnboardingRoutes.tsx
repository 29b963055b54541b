import { Navigate, Route, Routes } from 'react-router';
import { OnboardingProviders } from './OnboardingProviders';
import { OnboardingWizard } from './OnboardingWizard';

export interface OnboardingRoutesProps {
  /** Where the shell mounts this area, e.g. `/welcome`. */
  basePath: string;
}

/** The onboarding wizard (spec §2): one page at the area's root; any other path inside it goes there. */
export function OnboardingRoutes({ basePath }: OnboardingRoutesProps) {
  return (
    <OnboardingProviders>
      <Routes>
        <Route index element={<OnboardingWizard />} />
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Routes>
    </OnboardingProviders>
  );
}
