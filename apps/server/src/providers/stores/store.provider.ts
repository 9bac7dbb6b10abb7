import type { NotificationInput, NotificationVerdict } from '../payments/provider';

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
 * A purchase the store took back after it was credited (a refund, a chargeback): `transactionId`
 * is the purchase's id as `verify` reported it; `eventId` keys the store's notification.
 */
export interface StoreRevocation {
  readonly kind: 'revoked';
  readonly eventId: string;
  readonly transactionId: string;
  readonly reason: 'refund' | 'dispute';
}

export type StoreNotificationVerdict =
  /** A genuine notification; `event` null when it reports nothing we act on (a test, a purchase, a renewal…). */
  | { readonly ok: true; readonly event: StoreRevocation | null }
  | { readonly ok: false; readonly refusal: Extract<NotificationVerdict, { ok: false }>['refusal'] | 'unavailable' };

/**
 * An app store. Verifying asks the store (a network call for a real one), so the server never
 * calls it inside a database transaction: verify, then credit in one transaction.
 */
export interface StoreProvider {
  readonly name: StoreName;
  verify(proof: StoreProof): Promise<StoreVerdict>;
  /**
   * The store's server-to-server notifications (App Store Server Notifications V2, Google Play
   * real-time developer notifications), posted to `notifyPath`: refunds and chargebacks of
   * purchases already credited. Absent for a store without them (the sandboxes).
   */
  readonly notifications?: {
    readonly notifyPath: string;
    verify(input: NotificationInput): Promise<StoreNotificationVerdict>;
  };
}
