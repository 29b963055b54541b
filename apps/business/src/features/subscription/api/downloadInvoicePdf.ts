// GET /api/subscriptions/invoices/:invoiceId/pdf?lang: a paid invoice as PDF in the reader's language, saved by
// the browser under the name the server gives it (Content-Disposition).
import { downloadRoute, saveBlob } from '@sumaa/api-client';
import { invoicePdfEndpoint } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { useMutation } from '@tanstack/react-query';

export interface InvoicePdfInput {
  invoiceId: string;
  /** For the fallback file name only. */
  number: string | null;
}

export function useDownloadInvoicePdfMutation() {
  const { language } = useLanguage();
  return useMutation({
    mutationFn: async ({ invoiceId, number }: InvoicePdfInput) => {
      const { blob, fileName } = await downloadRoute(invoicePdfEndpoint, {
        params: { invoiceId },
        query: { lang: language },
        fallbackFileName: `${number ?? invoiceId}.pdf`,
      });
      saveBlob(blob, fileName);
    },
  });
}
