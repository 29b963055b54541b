import { useDocumentTitle } from '@sumaa/app-kit';
import { useTranslation } from 'react-i18next';
import { CustomersSearchNote } from '../features/sections/components/CustomersSearchNote';
import { SectionPlaceholder } from '../features/sections/components/SectionPlaceholder';
import type { AdminSection } from './adminNavigation';

/** One section of the console: its tab title and content. (The shell lets only the super admin in.) */
export function AdminSectionRoute({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin');
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  return (
    <SectionPlaceholder title={title} summary={t(`sections.${section}.summary`)}>
      {section === 'customers' && <CustomersSearchNote />}
    </SectionPlaceholder>
  );
}
