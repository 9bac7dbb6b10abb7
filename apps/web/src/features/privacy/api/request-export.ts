import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataExportSchema } from '@lootbay/shared/schemas/privacy';
import { apiCall } from '../../../lib/api-client';
import { privacyKeys } from '../../../lib/query-keys/privacy-keys';

/** `/member/privacy/export`: asks for an archive of everything held about the member. */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('/member/privacy/export', {}, dataExportSchema),
    onSuccess: () => void client.invalidateQueries({ queryKey: privacyKeys.allExports }),
  });
}
