/** The app stores that sell coins inside the phone apps. */
export type StoreName = 'app_store' | 'google_play';

/** One purchase as its store reports it, once its proof has been verified. */
export interface StorePurchase {
  /** The store's id of the purchase (App Store transaction id, Google Play order id): the same each time the app sends it. */
  readonly transactionId: string;
  readonly productId: string;
  /** The account the app bought for (App Store `appAccountToken`, Google Play `obfuscatedExternalAccountId`), when the app set one. */
  readonly accountToken: string | null;
  readonly quantity: number;
  /** `pending`: not paid yet (a deferred payment); `revoked`: refunded or cancelled. */
  readonly state: 'purchased' | 'pending' | 'revoked';
}

export type StoreVerdict =
  | { readonly ok: true; readonly purchase: StorePurchase }
  /** `invalid`: forged, damaged or not ours; `unavailable`: the store did not answer, so try again later. */
  | { readonly ok: false; readonly refusal: 'invalid' | 'unavailable' };

/** What the app sends: the App Store's signed transaction, or Google Play's purchase token with its product. */
export interface StoreProof {
  readonly receipt: string;
  readonly productId?: string;
}

/**
 * An app store. Verifying asks the store (a network call for a real one), so the server never
 * calls it inside a database transaction: verify, then credit in one transaction.
 */
export interface StoreProvider {
  readonly name: StoreName;
  verify(proof: StoreProof): Promise<StoreVerdict>;
}
