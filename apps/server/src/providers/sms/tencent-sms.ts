import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { GatewayAnswer, SmsConfig, SmsGateway } from './sms';

const DEFAULT_ENDPOINT = 'https://sms.tencentcloudapi.com';

/** SendSms needs a region; mainland SMS is served from Guangzhou, Beijing and Nanjing alike. */
const REGION = 'ap-guangzhou';

/** Error codes by which Tencent Cloud says it is failing or throttling, not refusing the message. */
const BUSY_CODE = /^(InternalError|RequestLimitExceeded)(\.|$)/;

/**
 * Tencent Cloud SMS (SendSms 2021-01-11): the number in E.164 form, the application's SdkAppId,
 * the approved sign, and a template whose one variable is the code.
 */
export function createTencentSms(config: SmsConfig, options: { timeoutMs: number }): SmsGateway {
  const { sdkAppId } = config;
  if (sdkAppId === null) throw new Error('Tencent Cloud SMS needs SMS_SDK_APP_ID');
  const endpoint = new URL(config.endpoint ?? DEFAULT_ENDPOINT);
  const client = new sms.v20210111.Client({
    credential: { secretId: config.accessKeyId, secretKey: config.accessKeySecret },
    region: REGION,
    profile: { httpProfile: { endpoint: endpoint.host, protocol: `${endpoint.protocol}//`, reqTimeout: options.timeoutMs / 1000 } },
  });
  return {
    async submit(mobile, code) {
      try {
        const response = await client.SendSms({
          PhoneNumberSet: [`+86${mobile}`],
          SmsSdkAppId: sdkAppId,
          SignName: config.signName,
          TemplateId: config.templateCode,
          TemplateParamSet: [code],
        });
        const status = response.SendStatusSet?.[0];
        if (!status) return { outcome: 'unavailable', reason: 'SendSms answered no status for the number' };
        return answerOf(status.Code ?? '', status.Message ?? '');
      } catch (error) {
        return answerOfFailure(error);
      }
    },
  };
}

/** The number's own status: "Ok" when the message was taken (cloud.tencent.com/document/api/382/55981). */
function answerOf(code: string, message: string): GatewayAnswer {
  if (code === 'Ok') return { outcome: 'accepted' };
  if (BUSY_CODE.test(code)) return { outcome: 'unavailable', reason: `${code}: ${message}` };
  return { outcome: 'refused', code, message };
}

/**
 * The SDK throws with `code` for an API error answer, with `httpCode` for a non-200 answer, and with
 * neither when no answer came (a timeout, a closed connection).
 */
function answerOfFailure(error: unknown): GatewayAnswer {
  // Only the gateway's code is kept: nothing of the request (the phone, the code) reaches a log.
  const { code, httpCode, name } = (error ?? {}) as { code?: unknown; httpCode?: unknown; name?: unknown };
  if (typeof code !== 'string') return { outcome: 'unavailable', reason: typeof httpCode === 'number' ? `HTTP ${httpCode}` : `no answer (${typeof name === 'string' ? name : 'error'})` };
  if (BUSY_CODE.test(code)) return { outcome: 'unavailable', reason: code };
  return { outcome: 'refused', code, message: code };
}
