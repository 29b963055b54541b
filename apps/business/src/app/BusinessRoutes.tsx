import { useAuthStore } from '@sumaa/api-client';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import {
  BUSINESS_PAGES,
  canOpenBusinessPage,
  visibleBusinessPages,
} from '../features/access/businessPageAccess';
import { BusinessFrame } from '../features/frame/components/BusinessFrame';
import { BusinessPageRoute } from './BusinessPageRoute';
import { BUSINESS_PAGE_ICONS } from './businessNavigation';
import { pathIn } from './paths';

export interface BusinessRoutesProps {
  /** Where the shell mounts this area, e.g. `/customer`. */
  basePath: string;
}

/** The business dashboard (spec §2): the frame around its six pages; any other path goes to the overview. */
export function BusinessRoutes({ basePath }: BusinessRoutesProps) {
  const { t } = useTranslation('business');
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const overviewPath = pathIn(basePath, 'overview');

  const navItems = useMemo(
    () =>
      visibleBusinessPages(user).map((page) => ({
        to: pathIn(basePath, page),
        label: t(`pages.${page}.title`),
        icon: BUSINESS_PAGE_ICONS[page],
      })),
    [basePath, user, t],
  );

  const searchReviews = useCallback(
    (query: string) => {
      const reviewsPath = pathIn(basePath, 'reviews');
      void navigate(query ? `${reviewsPath}?${new URLSearchParams({ search: query })}` : reviewsPath);
    },
    [basePath, navigate],
  );

  return (
    <Routes>
      <Route
        element={
          <BusinessFrame
            navItems={navItems}
            onSearch={canOpenBusinessPage('reviews', user) ? searchReviews : undefined}
          />
        }
      >
        {BUSINESS_PAGES.map((page) => (
          <Route
            key={page}
            path={page}
            element={<BusinessPageRoute page={page} overviewPath={overviewPath} />}
          />
        ))}
        <Route path="*" element={<Navigate to={overviewPath} replace />} />
      </Route>
    </Routes>
  );
}
