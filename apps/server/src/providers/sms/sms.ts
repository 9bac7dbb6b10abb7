import type { ProvidersConfig } from '../../config.providers';
import { createAliyunSms } from './aliyun-sms';
import type { SmsMessage, SmsProvider } from './sms.provider';
import { createTencentSms } from './tencent-sms';

export type SmsConfig = NonNullable<ProvidersConfig['sms']>;

/** What a gateway said to one code: taken, turned down for a reason of its own, or no answer it could give. */
export type GatewayAnswer =
  | { readonly outcome: 'accepted' }
  | { readonly outcome: 'refused'; readonly code: string; readonly message: string }
  | { readonly outcome: 'unavailable'; readonly reason: string };

/** One gateway's protocol: it submits a code to a mainland number. */
export interface SmsGateway {
  submit(mobile: string, code: string): Promise<GatewayAnswer>;
}

/** The gateway turned the message down: a limit, a sign or template it does not know, a number it will not serve. */
export class SmsRefusedError extends Error {
  override name = 'SmsRefusedError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** The gateway did not answer in time, is down, or said it is busy. */
export class SmsUnavailableError extends Error {
  override name = 'SmsUnavailableError';
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Our players' phones: mainland numbers of 11 digits starting with 1. */
const MAINLAND_MOBILE = /^1\d{10}$/;

export function createSms(config: SmsConfig, options: { timeoutMs?: number } = {}): SmsProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const gateway = config.provider === 'aliyun' ? createAliyunSms(config, { timeoutMs }) : createTencentSms(config, { timeoutMs });
  return {
    async send(message: SmsMessage) {
      if (!MAINLAND_MOBILE.test(message.mobile)) throw new RangeError('SMS codes go to mainland numbers of 11 digits only');
      const answer = await gateway.submit(message.mobile, message.code);
      if (answer.outcome === 'refused') throw new SmsRefusedError(answer.code, answer.message);
      if (answer.outcome === 'unavailable') throw new SmsUnavailableError(answer.reason);
    },
  };
}
