import { LoadFailure } from '@sumaa/app-kit';
import { EmptyState, GlobeIcon, Heading, SkeletonRows, Stack, Text } from '@sumaa/ui';
import { useId } from 'react';
import { useReviewRequestLinksQuery } from '../api/reviewRequestLinks';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import { LocationLinkCard } from './LocationLinkCard';

/** Each linked branch's public link, its QR code and its printable card. */
export function LinksTab() {
  const { t } = useRequestsTexts();
  const titleId = useId();
  const links = useReviewRequestLinksQuery();
  return (
    <Stack as="section" gap={4} aria-labelledby={titleId}>
      <Stack gap={1}>
        <Heading level={4} as="h2" id={titleId}>
          {t('links.heading')}
        </Heading>
        <Text tone="secondary">{t('links.description')}</Text>
      </Stack>
      {links.isPending ? (
        <SkeletonRows rows={2} rowHeight="160px" label={t('links.loading')} />
      ) : links.isError ? (
        <LoadFailure title={t('links.loadError')} error={links.error} onRetry={() => void links.refetch()} />
      ) : links.data.length === 0 ? (
        <EmptyState
          icon={<GlobeIcon size="1.75rem" />}
          titleAs="h3"
          title={t('links.emptyTitle')}
          message={t('links.emptyMessage')}
        />
      ) : (
        links.data.map((link) => <LocationLinkCard key={link.locationId} link={link} />)
      )}
    </Stack>
  );
}
