import { createRequire } from 'node:module';
import type * as Dysmsapi from '@alicloud/dysmsapi20170525';
import { aliyunClientConfig } from '../aliyun/aliyun-client-config';
import type { GatewayAnswer, SmsConfig, SmsGateway } from './sms';

// The SDKs are CommonJS with their client on `exports.default`; requiring them reads that the same way under every loader.
const load = createRequire(import.meta.url);
const { default: DysmsapiClient, SendSmsRequest } = load('@alicloud/dysmsapi20170525') as typeof Dysmsapi;

const DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

/** Codes by which the gateway says it is failing itself, not refusing the message (help.aliyun.com/document_detail/101346.html). */
const BUSY_CODES = new Set(['isp.SYSTEM_ERROR', 'isp.GATEWAY_ERROR', 'isp.UNKNOWN']);

/** Aliyun SMS (Dysmsapi 2017-05-25): `SendSms` with the approved sign and a template whose one variable is `code`. */
export function createAliyunSms(config: SmsConfig, options: { timeoutMs: number }): SmsGateway {
  const client = new DysmsapiClient(aliyunClientConfig(config, config.endpoint ?? DEFAULT_ENDPOINT, options.timeoutMs));
  return {
    async submit(mobile, code) {
      const request = new SendSmsRequest({
        phoneNumbers: mobile,
        signName: config.signName,
        templateCode: config.templateCode,
        templateParam: JSON.stringify({ code }),
      });
      try {
        const { body } = await client.sendSms(request);
        return answerOf(body?.code ?? '', body?.message ?? '');
      } catch (error) {
        return answerOfFailure(error);
      }
    },
  };
}

function answerOf(code: string, message: string): GatewayAnswer {
  if (code === 'OK') return { outcome: 'accepted' };
  if (BUSY_CODES.has(code)) return { outcome: 'unavailable', reason: `${code}: ${message}` };
  return { outcome: 'refused', code, message };
}

/**
 * The SDK throws for every HTTP error answer (with the gateway's `code` and `statusCode`) and for
 * no answer at all: throttling and 5xx are the gateway's trouble, any other 4xx a refusal.
 */
function answerOfFailure(error: unknown): GatewayAnswer {
  // The SDK's messages repeat the request's URL, with the phone number and the code in it: only
  // the gateway's code and status are kept, so neither ever reaches a log.
  const { code, statusCode, name } = (error ?? {}) as { code?: unknown; statusCode?: unknown; name?: unknown };
  if (typeof code !== 'string' || typeof statusCode !== 'number') return { outcome: 'unavailable', reason: `no answer (${typeof code === 'string' ? code : typeof name === 'string' ? name : 'error'})` };
  const reason = `${code} (HTTP ${statusCode})`;
  if (statusCode >= 500 || code.includes('Throttling') || BUSY_CODES.has(code)) return { outcome: 'unavailable', reason };
  return { outcome: 'refused', code, message: reason };
}
