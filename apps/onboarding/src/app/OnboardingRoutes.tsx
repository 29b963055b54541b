import { Navigate, Route, Routes } from 'react-router';
import { OnboardingPage } from '../features/wizard/components/OnboardingPage';

export interface OnboardingRoutesProps {
  /** Where the shell mounts this area, e.g. `/welcome`. */
  basePath: string;
}

/** The onboarding wizard (spec §2): one page at the area's root; any other path inside it goes there. */
export function OnboardingRoutes({ basePath }: OnboardingRoutesProps) {
  return (
    <Routes>
      <Route index element={<OnboardingPage />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}
