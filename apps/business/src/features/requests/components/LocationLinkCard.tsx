import type { ReviewRequestLink } from '@sumaa/contracts';
import { Button, Card, Heading, Inline, Spinner, Stack, Text, useToast } from '@sumaa/ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import {
  type LinkFileKind,
  useDownloadLinkFileMutation,
  useLinkQrCodeQuery,
} from '../api/reviewRequestLinkFiles';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import { LtrText } from './LtrText';

/** An object URL for the picture, revoked when it changes or the card goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

/** One branch: its link with a copy button, its QR code, and the PNG, SVG and A6 card downloads. */
export function LocationLinkCard({ link }: { link: ReviewRequestLink }) {
  const { t } = useRequestsTexts();
  const toast = useToast();
  const titleId = useId();
  const qr = useLinkQrCodeQuery(link.locationId);
  const qrUrl = useObjectUrl(qr.data);
  const download = useDownloadLinkFileMutation();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.show({ message: t('links.copied') });
    } catch {
      toast.show({ message: t('links.copyFailed'), tone: 'error' });
    }
  };

  const save = (kind: LinkFileKind) =>
    download.mutate(
      { kind, locationId: link.locationId },
      { onError: () => toast.show({ message: t('links.downloadFailed'), tone: 'error' }) },
    );

  return (
    <Card as="article" padding="lg" aria-labelledby={titleId}>
      <StyledLayout>
        <StyledQr>
          {qrUrl ? (
            <img src={qrUrl} alt={t('links.qrAlt', { name: link.locationName })} width={160} height={160} />
          ) : qr.isError ? (
            <Text size="sm" tone="danger" role="alert">
              {t('links.qrFailed')}
            </Text>
          ) : (
            <Spinner label={t('links.qrLoading')} />
          )}
        </StyledQr>
        <Stack gap={3}>
          <Heading level={4} as="h3" id={titleId}>
            {link.locationName}
          </Heading>
          <Stack gap={1}>
            <Text size="sm" tone="secondary">
              {t('links.link')}
            </Text>
            {/* Text, not a link: opening it from here would count as a customer's visit to the branch's page. */}
            <Text weight="semibold">
              <LtrText>{link.url}</LtrText>
            </Text>
          </Stack>
          <Inline gap={2} wrap>
            <Button
              size="sm"
              aria-label={t('links.copyOf', { name: link.locationName })}
              onClick={() => void copy()}
            >
              {t('links.copy')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => save('png')}>
              {t('links.downloadPng')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => save('svg')}>
              {t('links.downloadSvg')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => save('card')}>
              {t('links.downloadCard')}
            </Button>
          </Inline>
        </Stack>
      </StyledLayout>
    </Card>
  );
}

const StyledLayout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
`;

const StyledQr = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 160px;
  block-size: 160px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
