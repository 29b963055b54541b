import { useDocumentTitle } from '@sumaa/app-kit';
import { useTranslation } from 'react-i18next';
import type { BusinessPage } from '../features/access/businessPageAccess';
import { PageAccessGate } from '../features/access/components/PageAccessGate';
import { OverviewGreeting } from '../features/sections/components/OverviewGreeting';
import { ReviewsSearchNote } from '../features/sections/components/ReviewsSearchNote';
import { SectionPlaceholder } from '../features/sections/components/SectionPlaceholder';
import { SettingsPage } from '../features/settings/SettingsPage';
import { TeamPage } from '../features/team/TeamPage';

export interface BusinessPageRouteProps {
  page: BusinessPage;
  overviewPath: string;
}

/** The pages that are built; the others still show what they will hold. */
const BUILT_PAGES: Partial<Record<BusinessPage, () => React.ReactNode>> = {
  team: () => <TeamPage />,
  settings: () => <SettingsPage />,
};

/** One page of the dashboard: its tab title, its own access check, then its content. */
export function BusinessPageRoute({ page, overviewPath }: BusinessPageRouteProps) {
  const { t } = useTranslation('business');
  const title = t(`pages.${page}.title`);
  useDocumentTitle(title);
  const built = BUILT_PAGES[page];
  return (
    <PageAccessGate page={page} overviewPath={overviewPath}>
      {built ? (
        built()
      ) : (
        <SectionPlaceholder
          title={title}
          summary={t(`pages.${page}.summary`)}
          intro={page === 'overview' ? <OverviewGreeting /> : undefined}
        >
          {page === 'reviews' && <ReviewsSearchNote />}
        </SectionPlaceholder>
      )}
    </PageAccessGate>
  );
}
