import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataExportSchema } from '@lootbay/shared/schemas/privacy';
import { apiCall } from '../../../lib/api-client';

/** `/member/privacy/export`: asks for an archive of everything held about the member. */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('/member/privacy/export', {}, dataExportSchema),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['privacy', 'exports'] }),
  });
}
