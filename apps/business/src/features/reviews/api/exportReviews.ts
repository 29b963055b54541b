// GET /api/Reviews/export: every review matching the inbox's filters and order as a CSV file (UTF-8 with BOM,
// headers in the reader's language), saved by the browser under the name the server gives it.
import { downloadRoute, saveBlob } from '@sumaa/api-client';
import { type ReviewExportQuery, reviewEndpoints } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function useExportReviewsMutation() {
  return useMutation({
    mutationFn: async (query: ReviewExportQuery) => {
      const { blob, fileName } = await downloadRoute(reviewEndpoints.export, {
        query,
        fallbackFileName: 'reviews.csv',
      });
      saveBlob(blob, fileName);
    },
  });
}
