import { Heading } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';

export function AdminRoutes(_props: { basePath: string }) {
  const { t } = useTranslation('admin');
  return (
    <Routes>
      <Route index element={<Heading level={1}>{t('title')}</Heading>} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
