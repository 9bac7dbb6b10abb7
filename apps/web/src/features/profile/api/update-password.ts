import { useMutation } from '@tanstack/react-query';
import { memberUserSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { useStoreMember } from './get-member';
import { passwordSealer } from './get-rsa-key';

export type PasswordChange =
  | { readonly password: string; readonly oldPassword: string }
  | { readonly password: string; readonly code: string };

/** Sets or changes the password, proved by the current one or an SMS code; both passwords travel encrypted. */
export async function updatePassword(change: PasswordChange) {
  const seal = await passwordSealer();
  const body: Record<string, unknown> = { password: await seal(change.password), encrypted: true };
  if ('oldPassword' in change) body.oldPassword = await seal(change.oldPassword);
  else body.code = change.code;
  return apiCall('/member/updatePassword', body, memberUserSchema, { quiet: true });
}

export function useUpdatePassword() {
  const store = useStoreMember();
  return useMutation({ mutationFn: updatePassword, onSuccess: store });
}
