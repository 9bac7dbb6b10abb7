import { IdentityUnavailableError, type IdentityProvider } from './identity.provider';

/** The name the sandbox authority holds under no id number: a claim with it is a mismatch. */
export const SANDBOX_MISMATCH_NAME = '李冒名';
/** The name with which the sandbox authority is out of service. */
export const SANDBOX_UNAVAILABLE_NAME = '王繁忙';

/**
 * Stands in for the authority in development, so every answer can be reached on purpose: the
 * two names above mismatch or find it down, every other name matches the number it is given.
 */
export function createSandboxIdentity(): IdentityProvider {
  return {
    name: 'sandbox',
    async verify(claim) {
      if (claim.name === SANDBOX_UNAVAILABLE_NAME) throw new IdentityUnavailableError('sandbox: the authority is out of service for this name');
      return claim.name === SANDBOX_MISMATCH_NAME ? 'mismatch' : 'match';
    },
  };
}
