import { PageSkeleton, useDocumentTitle } from '@sumaa/app-kit';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '../features/sections/components/SectionPlaceholder';
import type { AdminSection } from './adminNavigation';
import { BUILT_SECTIONS } from './adminSections';

/**
 * One section of the console: its tab title and content, whose code loads on its own (adminSections.ts). (The
 * shell lets only the super admin in; the server checks.)
 */
export function AdminSectionRoute({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin');
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  const Section = BUILT_SECTIONS[section];
  if (!Section) return <SectionPlaceholder title={title} summary={t(`sections.${section}.summary`)} />;
  return (
    <Suspense fallback={<PageSkeleton title={title} />}>
      <Section />
    </Suspense>
  );
}
