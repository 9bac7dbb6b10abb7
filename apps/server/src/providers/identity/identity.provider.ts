/** A person as the real-name form gives them: the name and the id number of their resident identity card. */
export interface IdentityClaim {
  readonly name: string;
  /** 18 characters (a 15-digit number is given in its 18-character form). */
  readonly idNumber: string;
}

/**
 * Checks a name and an id number against the authority's records (a two-element check). A
 * network call: never made inside a database transaction.
 */
export interface IdentityProvider {
  readonly name: 'aliyun' | 'tencent' | 'sandbox';
  /** `match` when the authority holds this name under this number, `mismatch` when it does not. Throws IdentityUnavailableError when it cannot say. */
  verify(claim: IdentityClaim): Promise<'match' | 'mismatch'>;
}

/** The authority did not answer, or answered that it cannot check now: try again later, record nothing. */
export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError';
}
