import { useMutation } from '@tanstack/react-query';
import { memberUserSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { useStoreMember } from './get-member';

/** Changes the nickname (once per 10 days); refusals are shown beside the field. */
export function editName(nickname: string) {
  return apiCall('/app/user/edit-name', { nickname }, memberUserSchema, { quiet: true });
}

export function useEditName() {
  const store = useStoreMember();
  return useMutation({ mutationFn: editName, onSuccess: store });
}
