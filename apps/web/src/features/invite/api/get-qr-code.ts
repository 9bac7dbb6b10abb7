import { useQuery } from '@tanstack/react-query';
import { inviteQrSchema } from '@lootbay/shared/schemas/invite';
import { apiCall } from '../../../lib/api-client';
import { inviteKeys } from '../../../lib/query-keys/invite-keys';

/** The invite link as a QR code picture; it never changes for a member. */
export function useInviteQrCode() {
  return useQuery({
    queryKey: inviteKeys.qr,
    queryFn: ({ signal }) => apiCall('/member/getQRcode', {}, inviteQrSchema, { signal }),
    staleTime: Infinity,
  });
}
