import { useMutation } from '@tanstack/react-query';
import { memberUserSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { useStoreMember } from './get-member';

export interface MobileBinding {
  readonly mobile: string;
  readonly code: string;
}

/** Binds or changes the phone, proved by the code sent to the new number. */
export function bindMobile(binding: MobileBinding) {
  return apiCall('/app/user/bind-mobile', { mobile: binding.mobile, code: binding.code }, memberUserSchema, { quiet: true });
}

export function useBindMobile() {
  const store = useStoreMember();
  return useMutation({ mutationFn: bindMobile, onSuccess: store });
}
