import type { ReactElement, ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';

export interface AreaRoutesProps {
  /** The area's frame (an `AreaFrame`), rendered around every page. */
  frame: ReactElement;
  /** Where any other path inside the area goes: its overview. */
  fallbackPath: string;
  /** The area's pages, as `<Route>` elements relative to its base path. */
  children: ReactNode;
}

/** A dashboard area's route tree: its pages inside its frame, and any other path sent to the overview. */
export function AreaRoutes({ frame, fallbackPath, children }: AreaRoutesProps) {
  return (
    <Routes>
      <Route element={frame}>
        {children}
        <Route path="*" element={<Navigate to={fallbackPath} replace />} />
      </Route>
    </Routes>
  );
}
