import { PageHeader, SkeletonRows, Stack } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';

/**
 * A page's place while its code (a lazy page) or what must come first loads: its real title, an area's own text
 * that is already in, and rows where its content will be.
 */
export function PageSkeleton({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={6}>
      <PageHeader title={title} />
      <SkeletonRows rows={4} rowHeight="168px" gap="12px" label={t('loading')} />
    </Stack>
  );
}
