import type { DevSmsEntry } from '@lootbay/shared/schemas/account';
import type { SmsMessage, SmsProvider } from './sms.provider';

/** How many messages the sandbox remembers; older ones drop off. */
const OUTBOX_SIZE = 500;

interface Logger {
  info(object: Record<string, unknown>, message: string): void;
}

export interface SandboxSms extends SmsProvider {
  /** What was sent to one phone, newest first. */
  sentTo(mobile: string): DevSmsEntry[];
}

/**
 * Sends nothing: it logs each message and keeps it in an in-memory outbox, which the dev route
 * `GET /dev/sms` shows outside production mode. The code itself is logged only outside production.
 */
export function createSandboxSms(options: { logger: Logger; production: boolean; now?: () => number }): SandboxSms {
  const now = options.now ?? Date.now;
  const outbox: DevSmsEntry[] = [];
  return {
    async send(message: SmsMessage) {
      outbox.unshift({ mobile: message.mobile, code: message.code, text: message.text, at: now() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      const logged = options.production ? { mobile: message.mobile, purpose: message.purpose } : { ...message };
      options.logger.info(logged, 'sandbox sms sent');
    },
    sentTo(mobile: string) {
      return outbox.filter((entry) => entry.mobile === mobile);
    },
  };
}
