// GET /api/privacy/export: the business's data as a ZIP, saved by the browser under the server's file name.
import { downloadRoute, saveBlob } from '@sumaa/api-client';
import { businessDataExportEndpoint } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function useExportBusinessDataMutation() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await downloadRoute(businessDataExportEndpoint, {
        fallbackFileName: 'sumaa-data.zip',
      });
      saveBlob(blob, fileName);
    },
  });
}
