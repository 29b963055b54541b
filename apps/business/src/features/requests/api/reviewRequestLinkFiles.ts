// GET /api/review-requests/links/{locationId}/qr.png|qr.svg|card.pdf: the files need the signed-in token, so they
// come through the client (downloadRoute: token, one refresh on 401) rather than a bare <img src> or <a href>.
import { downloadRoute, saveBlob } from '@sumaa/api-client';
import {
  reviewRequestLinkCardEndpoint,
  reviewRequestLinkQrPngEndpoint,
  reviewRequestLinkQrSvgEndpoint,
} from '@sumaa/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { requestQueryKeys } from './requestQueryKeys';

export type LinkFileKind = 'png' | 'svg' | 'card';

const ENDPOINTS = {
  png: { endpoint: reviewRequestLinkQrPngEndpoint, fallback: 'review-link-qr.png' },
  svg: { endpoint: reviewRequestLinkQrSvgEndpoint, fallback: 'review-link-qr.svg' },
  card: { endpoint: reviewRequestLinkCardEndpoint, fallback: 'review-link-card.pdf' },
} as const;

function downloadLinkFile(kind: LinkFileKind, locationId: string, signal?: AbortSignal) {
  const { endpoint, fallback } = ENDPOINTS[kind];
  return downloadRoute(endpoint, { params: { locationId }, fallbackFileName: fallback, signal });
}

/** The QR code's picture (PNG) for the panel; the object URL is the component's to make and revoke. */
export function useLinkQrCodeQuery(locationId: string) {
  return useQuery({
    queryKey: requestQueryKeys.qrCode(locationId),
    queryFn: async ({ signal }) => (await downloadLinkFile('png', locationId, signal)).blob,
    staleTime: Infinity,
  });
}

/** Saves one of the link's files under the name the server gives. */
export function useDownloadLinkFileMutation() {
  return useMutation({
    mutationFn: async ({ kind, locationId }: { kind: LinkFileKind; locationId: string }) => {
      const file = await downloadLinkFile(kind, locationId);
      saveBlob(file.blob, file.fileName);
    },
  });
}
