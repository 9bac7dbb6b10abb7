import type { SmsPurpose } from '@lootbay/shared/schemas/account';

export interface SmsMessage {
  readonly mobile: string;
  readonly purpose: SmsPurpose;
  readonly code: string;
  /** The text the phone receives. */
  readonly text: string;
}

/** Delivers verification codes. A real adapter talks to an SMS gateway; the sandbox keeps an outbox. */
export interface SmsProvider {
  /** Resolves once the gateway accepted the message; rejects when it did not. */
  send(message: SmsMessage): Promise<void>;
}
