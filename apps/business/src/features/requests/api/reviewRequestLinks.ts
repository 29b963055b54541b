// GET /api/review-requests/links: one public link per linked location, with its QR and card addresses. The send
// form and the contact form take their branches from it too (the same permission, the same locations).
import { callRoute } from '@sumaa/api-client';
import { listReviewRequestLinksEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestQueryKeys } from './requestQueryKeys';

export function useReviewRequestLinksQuery() {
  return useQuery({
    queryKey: requestQueryKeys.links,
    queryFn: ({ signal }) => callRoute(listReviewRequestLinksEndpoint, { signal }),
  });
}
