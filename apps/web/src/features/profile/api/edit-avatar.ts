import { useMutation } from '@tanstack/react-query';
import { memberUserSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { useStoreMember } from './get-member';

/** Uploads a picture as a data URL; the server checks, resizes and stores it. */
export function editAvatar(image: string) {
  return apiCall('/app/user/edit-avatarurl', { image }, memberUserSchema, { quiet: true });
}

export function useEditAvatar() {
  const store = useStoreMember();
  return useMutation({ mutationFn: editAvatar, onSuccess: store });
}
