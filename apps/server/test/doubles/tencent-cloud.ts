import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tencent Cloud API 3.0 as one local server: SMS `SendSms` (2021-01-11) and FaceID
 * `IdCardVerification` (2018-03-01), JSON POSTs signed with TC3-HMAC-SHA256. Tencent tells its
 * products apart by host; here the action and version do.
 */

/** A text message SendSms took, as it arrived. */
export interface TencentSentSms {
  readonly phone: string;
  readonly sdkAppId: string;
  readonly sign: string;
  readonly template: string;
  readonly params: readonly string[];
}

export interface TencentCloudDouble {
  /** Base URL, e.g. `http://127.0.0.1:41234`, for SMS_ENDPOINT and REAL_NAME_ENDPOINT. */
  readonly url: string;
  /** Messages SendSms accepted, one per number, oldest first. */
  readonly sent: TencentSentSms[];
  /** What the authority holds, keyed `name:idNumber`; a valid pair not listed has no record (Result -5). */
  readonly identities: Map<string, 'match' | 'mismatch'>;
  /** Every pair IdCardVerification was asked about, oldest first. */
  readonly verifications: { readonly name: string; readonly idNumber: string }[];
  /**
   * The next signed request this refusal fits gets it instead of its answer: an SMS status code
   * goes to the next SendSms, a FaceID result code to the next IdCardVerification, an API error to
   * the next request of either.
   */
  refuse(code: TencentRefusal): void;
  /** Every request gets a 503 with the documented InternalError. */
  down: boolean;
  /** Every request is held without an answer. */
  hang: boolean;
  close(): Promise<void>;
}

export interface TencentCloudDoubleOptions {
  readonly secretId: string;
  readonly secretKey: string;
  /** The SMS application; any other is `InvalidParameterValue.SdkAppIdNotExist`. */
  readonly sdkAppId: string;
  /** The approved SMS sign; any other is `FailedOperation.SignatureIncorrectOrUnapproved`. */
  readonly signName: string;
  /** The approved verification template, with one variable: the code. */
  readonly templateId: string;
}

/** SendSms status codes, answered per number (cloud.tencent.com/document/api/382/55981, "错误码"). */
const SMS_STATUSES = {
  'LimitExceeded.PhoneNumberDailyLimit': 'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
  'LimitExceeded.PhoneNumberOneHourLimit': 'the number of sms messages sent from a single mobile number within 1 hour exceeds the upper limit',
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'the number of sms messages with the same content sent from a single mobile number every day exceeds the upper limit',
  'LimitExceeded.DeliveryFrequencyLimit': 'delivery frequency limit exceeded',
  'FailedOperation.SignatureIncorrectOrUnapproved': 'signature format is incorrect or signature is not approved',
  'FailedOperation.TemplateIncorrectOrUnapproved': 'template is not approved or template content does not match',
  'FailedOperation.TemplateParamSetNotMatchApprovedTemplate': 'request content does not match the template content',
  'FailedOperation.PhoneNumberInBlacklist': 'phone number in the blocklist',
  'FailedOperation.InsufficientBalanceInSmsPackage': 'insufficient balance in sms package',
  'InvalidParameterValue.IncorrectPhoneNumber': 'incorrect number format',
  'InvalidParameterValue.TemplateParameterFormatError': 'verification code template parameter format error',
  'InternalError.Timeout': 'request timed out',
} as const;

/** IdCardVerification results with no verdict (cloud.tencent.com/document/api/1007/33188). */
const IDENTITY_RESULTS = {
  '-4': '证件库服务异常',
  '-6': '权威比对系统升级中，请稍后再试',
  '-7': '认证次数超过当日限制',
} as const;

/** Errors of the API itself, in `Response.Error` of a 200 answer (cloud.tencent.com/document/api/382/38780, "公共错误码"). */
const API_ERRORS = {
  'AuthFailure.InvalidAuthorization': 'Authorization header is not in the Tencent Cloud standard format.',
  'AuthFailure.SecretIdNotFound': 'The SecretId is not found, please ensure that your SecretId is correct.',
  'AuthFailure.SignatureExpire': 'Signature expired. Timestamp and server time cannot differ by more than 5 minutes.',
  'AuthFailure.SignatureFailure': 'The provided credentials could not be validated. Please check your signature is correct.',
  'AuthFailure.UnauthorizedOperation': 'The request is not authorized.',
  InternalError: 'An internal error has occurred. Retry your request, but if the problem persists, contact us.',
  RequestLimitExceeded: 'Your current request times exceeds the frequency limit. Please reduce the frequency of calls.',
  InvalidAction: 'The requested action does not exist.',
  NoSuchVersion: 'The requested version does not exist.',
  MissingParameter: 'A required parameter is missing.',
  InvalidParameter: 'A parameter is invalid.',
  UnsupportedRegion: 'The action does not support this region.',
  'InvalidParameterValue.SdkAppIdNotExist': 'SdkAppId does not exist.',
  'UnauthorizedOperation.Arrears': 'The account is in arrears.',
} as const;

export type TencentRefusal = keyof typeof SMS_STATUSES | keyof typeof IDENTITY_RESULTS | keyof typeof API_ERRORS;

type ApiError = keyof typeof API_ERRORS;

const IDENTITY_DESCRIPTIONS: Record<string, string> = {
  '0': '成功',
  '-1': '姓名和身份证号不一致',
  '-2': '非法身份证号（长度、校验位等不正确）',
  '-3': '非法姓名（长度、格式等不正确）',
  '-5': '证件库中无此身份证记录',
  ...IDENTITY_RESULTS,
};

/** A signed request may be at most 5 minutes off the server's clock. */
const MAX_SKEW_S = 300;

/** Mainland SMS is served from these regions. */
const SMS_REGIONS = ['ap-beijing', 'ap-guangzhou', 'ap-nanjing'];

/** A mainland number in E.164 (`+86…`), or with `0086`, `86` or no prefix. */
const SMS_PHONE = /^(?:\+86|0086|86)?1\d{10}$/;

/** Verification templates take 0 to 6 digits. */
const VERIFICATION_CODE = /^\d{0,6}$/;

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** The canonical request of TC3-HMAC-SHA256: header names and values in lower case, trimmed. */
export function tc3CanonicalRequest(request: {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload: string | Buffer;
}): { canonicalRequest: string; signedHeaders: string } {
  const entries = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().toLowerCase()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const headers = entries.map(([name, value]) => `${name}:${value}\n`).join('');
  const signedHeaders = entries.map(([name]) => name).join(';');
  return { canonicalRequest: [request.method, request.path, request.query, headers, signedHeaders, sha256Hex(request.payload)].join('\n'), signedHeaders };
}

/** The signature: a key derived from the secret, the UTC date and the service, over the string to sign. */
export function tc3Signature(input: { readonly secretKey: string; readonly timestamp: number; readonly service: string; readonly canonicalRequest: string }): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const stringToSign = `TC3-HMAC-SHA256\n${input.timestamp}\n${date}/${input.service}/tc3_request\n${sha256Hex(input.canonicalRequest)}`;
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  return createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
}

/** GB 11643's check character over the first 17 digits: the last character of every real number. */
function validIdNumber(idNumber: string): boolean {
  if (!/^\d{17}[\dX]$/.test(idNumber)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(idNumber[index]), 0);
  return '10X98765432'[sum % 11] === idNumber[17];
}

/** A name is letters (Han or Latin) with the middle dot of minority names: no digits, no symbols. */
function validName(name: string): boolean {
  return /^[\p{L}·• ]{2,40}$/u.test(name) && name.trim() === name;
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function header(request: IncomingMessage, name: string): string {
  return String(request.headers[name] ?? '');
}

export async function startTencentCloudDouble(options: TencentCloudDoubleOptions): Promise<TencentCloudDouble> {
  const sent: TencentSentSms[] = [];
  const identities = new Map<string, 'match' | 'mismatch'>();
  const verifications: { name: string; idNumber: string }[] = [];
  let pending: TencentRefusal | null = null;

  function reply(response: ServerResponse, fields: Record<string, unknown>, status = 200): void {
    const requestId = randomUUID();
    response.writeHead(status, { 'content-type': 'application/json', 'x-tc-requestid': requestId });
    response.end(JSON.stringify({ Response: { ...fields, RequestId: requestId } }));
  }

  function apiError(response: ServerResponse, code: ApiError, status = 200): void {
    reply(response, { Error: { Code: code, Message: API_ERRORS[code] } }, status);
  }

  /** Takes the pending refusal when it fits this action. */
  function pendingFor(kind: 'sms' | 'identity'): TencentRefusal | null {
    const code = pending;
    const fits = code !== null && (code in API_ERRORS || code in (kind === 'sms' ? SMS_STATUSES : IDENTITY_RESULTS));
    if (!fits) return null;
    pending = null;
    return code;
  }

  /** The first reason the request's TC3 signature does not hold, or null when it does. */
  function signatureFault(request: IncomingMessage, url: URL, body: Buffer): ApiError | null {
    const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      header(request, 'authorization'),
    );
    if (!match) return 'AuthFailure.InvalidAuthorization';
    const [, secretId = '', date = '', service = '', signedList = '', signature = ''] = match;
    if (secretId !== options.secretId) return 'AuthFailure.SecretIdNotFound';
    const timestamp = Number(header(request, 'x-tc-timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > MAX_SKEW_S) return 'AuthFailure.SignatureExpire';
    // The service in the scope is the product's own, the first label of the host it was sent to; the
    // signed host is the host name without a port (a port only appears when pointed at a double).
    const host = header(request, 'host');
    const hostname = new URL(`http://${host}`).hostname;
    const signed = signedList.split(';');
    if (!signed.includes('content-type') || !signed.includes('host')) return 'AuthFailure.SignatureFailure';
    if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10) || service !== host.split('.')[0]) return 'AuthFailure.SignatureFailure';
    const headers = Object.fromEntries(signed.map((name) => [name, name === 'host' ? hostname : header(request, name)]));
    const { canonicalRequest } = tc3CanonicalRequest({ method: request.method ?? 'GET', path: url.pathname, query: url.search.slice(1), headers, payload: body });
    return sameHex(tc3Signature({ secretKey: options.secretKey, timestamp, service, canonicalRequest }), signature) ? null : 'AuthFailure.SignatureFailure';
  }

  function sendSms(response: ServerResponse, request: IncomingMessage, params: Record<string, unknown>): void {
    const region = header(request, 'x-tc-region');
    if (!region) return apiError(response, 'MissingParameter');
    if (!SMS_REGIONS.includes(region)) return apiError(response, 'UnsupportedRegion');
    const phones = params.PhoneNumberSet;
    if (!Array.isArray(phones) || phones.length === 0 || phones.length > 200 || !params.SmsSdkAppId || !params.TemplateId) {
      return apiError(response, 'MissingParameter');
    }
    if (params.SmsSdkAppId !== options.sdkAppId) return apiError(response, 'InvalidParameterValue.SdkAppIdNotExist');
    const refusal = pendingFor('sms');
    if (refusal && refusal in API_ERRORS) return apiError(response, refusal as ApiError);
    const templateParams = Array.isArray(params.TemplateParamSet) ? params.TemplateParamSet.map(String) : [];
    const sign = String(params.SignName ?? '');
    const template = String(params.TemplateId);
    const statusOf = (phone: string): keyof typeof SMS_STATUSES | 'Ok' => {
      if (refusal) return refusal as keyof typeof SMS_STATUSES;
      if (!SMS_PHONE.test(phone)) return 'InvalidParameterValue.IncorrectPhoneNumber';
      if (sign !== options.signName) return 'FailedOperation.SignatureIncorrectOrUnapproved';
      if (template !== options.templateId) return 'FailedOperation.TemplateIncorrectOrUnapproved';
      if (templateParams.length !== 1) return 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate';
      if (!templateParams.every((value) => VERIFICATION_CODE.test(value))) return 'InvalidParameterValue.TemplateParameterFormatError';
      return 'Ok';
    };
    const statuses = phones.map((entry) => {
      const phone = String(entry);
      const code = statusOf(phone);
      const accepted = code === 'Ok';
      if (accepted) sent.push({ phone, sdkAppId: options.sdkAppId, sign, template, params: templateParams });
      return {
        SerialNo: accepted ? `5000:${randomUUID().replaceAll('-', '')}` : '',
        PhoneNumber: phone,
        Fee: accepted ? 1 : 0,
        SessionContext: String(params.SessionContext ?? ''),
        Code: code,
        Message: accepted ? 'send success' : SMS_STATUSES[code],
        IsoCode: accepted ? 'CN' : '',
      };
    });
    reply(response, { SendStatusSet: statuses });
  }

  function idCardVerification(response: ServerResponse, params: Record<string, unknown>): void {
    if (typeof params.IdCard !== 'string' || typeof params.Name !== 'string') return apiError(response, 'MissingParameter');
    const refusal = pendingFor('identity');
    if (refusal && refusal in API_ERRORS) return apiError(response, refusal as ApiError);
    const { IdCard: idNumber, Name: name } = params;
    verifications.push({ name, idNumber });
    const verdict = identities.get(`${name}:${idNumber}`);
    const result = refusal ?? (!validIdNumber(idNumber) ? '-2' : !validName(name) ? '-3' : verdict === 'match' ? '0' : verdict === 'mismatch' ? '-1' : '-5');
    reply(response, { Result: result, Description: IDENTITY_DESCRIPTIONS[result] });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    if (double.hang) return;
    if (double.down) return apiError(response, 'InternalError', 503);
    const url = new URL(request.url ?? '/', 'http://double');
    const fault = signatureFault(request, url, body);
    if (fault) return apiError(response, fault);
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return apiError(response, 'InvalidParameter');
    }
    const action = header(request, 'x-tc-action');
    const version = header(request, 'x-tc-version');
    if (action === 'SendSms') return version === '2021-01-11' ? sendSms(response, request, params) : apiError(response, 'NoSuchVersion');
    if (action === 'IdCardVerification') return version === '2018-03-01' ? idCardVerification(response, params) : apiError(response, 'NoSuchVersion');
    apiError(response, 'InvalidAction');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const double: TencentCloudDouble = {
    url: `http://127.0.0.1:${port}`,
    sent,
    identities,
    verifications,
    refuse(code) {
      pending = code;
    },
    down: false,
    hang: false,
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return double;
}
