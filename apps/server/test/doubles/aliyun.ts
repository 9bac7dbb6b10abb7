import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Aliyun's OpenAPI as one local server: Dysmsapi `SendSms` (2017-05-25) and Cloudauth
 * `Id2MetaVerify` (2019-03-07), both RPC-style and signed with ACS3-HMAC-SHA256, the signature the
 * installed SDKs send. Aliyun tells its products apart by host; here the action and version do.
 */

/** A text message SendSms took, as it arrived. */
export interface AliyunSentSms {
  readonly phone: string;
  readonly sign: string;
  readonly template: string;
  readonly params: Readonly<Record<string, string>>;
}

export interface AliyunDouble {
  /** Base URL, e.g. `http://127.0.0.1:41234`, for SMS_ENDPOINT and REAL_NAME_ENDPOINT. */
  readonly url: string;
  /** Messages SendSms accepted, one per number, oldest first. */
  readonly sent: AliyunSentSms[];
  /** What the authority holds, keyed `name:idNumber`; a valid pair not listed has no record (BizCode 3). */
  readonly identities: Map<string, 'match' | 'mismatch'>;
  /** Every pair Id2MetaVerify was asked about, oldest first. */
  readonly verifications: { readonly name: string; readonly idNumber: string }[];
  /** The next signed request gets this documented refusal instead of its answer. */
  refuse(code: AliyunRefusal): void;
  /** Every request gets the documented 503 ServiceUnavailable. */
  down: boolean;
  /** Every request is held without an answer. */
  hang: boolean;
  close(): Promise<void>;
}

export interface AliyunDoubleOptions {
  readonly accessKeyId: string;
  readonly accessKeySecret: string;
  /** The approved SMS sign; any other is `isv.SMS_SIGNATURE_ILLEGAL`. */
  readonly signName: string;
  /** The approved template, whose one variable is `code`; any other is `isv.SMS_TEMPLATE_ILLEGAL`. */
  readonly templateCode: string;
}

interface Answer {
  readonly status: number;
  readonly message: string;
}

/**
 * The documented refusals. SMS codes come in a 200 answer's `Code`
 * (help.aliyun.com/document_detail/101346.html), as do Id2MetaVerify's return codes
 * (help.aliyun.com/zh/id-verification/information-verification/developer-reference/vatsl9lfmbwe74iv);
 * the gateway's own errors come with their HTTP status (Aliyun's common error codes).
 */
const REFUSALS = {
  'isv.BUSINESS_LIMIT_CONTROL': { status: 200, message: '触发号码天级流控Permits:10' },
  'isv.DAY_LIMIT_CONTROL': { status: 200, message: '触发日发送限额' },
  'isv.MOBILE_NUMBER_ILLEGAL': { status: 200, message: '非法手机号' },
  'isv.SMS_SIGNATURE_ILLEGAL': { status: 200, message: '该账号下找不到对应签名' },
  'isv.SMS_TEMPLATE_ILLEGAL': { status: 200, message: '该账号下找不到对应模板' },
  'isv.TEMPLATE_MISSING_PARAMETERS': { status: 200, message: '模板变量缺少对应参数值' },
  'isv.INVALID_JSON_PARAM': { status: 200, message: 'JSON参数不合法，只接受字符串值' },
  'isv.AMOUNT_NOT_ENOUGH': { status: 200, message: '账户余额不足' },
  'isv.OUT_OF_SERVICE': { status: 200, message: '业务停机' },
  'isv.BLACK_KEY_CONTROL_LIMIT': { status: 200, message: '黑名单管控' },
  'isp.SYSTEM_ERROR': { status: 200, message: '系统错误' },
  '400': { status: 200, message: '参数不能为空' },
  '401': { status: 200, message: '参数非法' },
  '402': { status: 200, message: '权威源服务异常' },
  '403': { status: 200, message: '异常重复调用' },
  '410': { status: 200, message: '未开通服务' },
  '411': { status: 200, message: 'RAM无权限' },
  '412': { status: 200, message: '欠费中' },
  '500': { status: 200, message: '系统错误' },
  'Throttling.User': { status: 400, message: 'Request was denied due to user flow control.' },
  SignatureDoesNotMatch: { status: 400, message: 'Specified signature is not matched with our calculation.' },
  IncompleteSignature: { status: 400, message: 'The request signature does not conform to Aliyun standards.' },
  'InvalidTimeStamp.Expired': { status: 400, message: 'Specified time stamp or date value is expired.' },
  SignatureNonceUsed: { status: 400, message: 'Specified signature nonce was used already.' },
  'InvalidAccessKeyId.NotFound': { status: 404, message: 'Specified access key is not found.' },
  'InvalidAction.NotFound': { status: 404, message: 'Specified api is not found, please check your url and method.' },
  InternalError: { status: 500, message: 'The request processing has failed due to some unknown error, exception or failure.' },
  ServiceUnavailable: { status: 503, message: 'The request has failed due to a temporary failure of the server.' },
} satisfies Record<string, Answer>;

export type AliyunRefusal = keyof typeof REFUSALS;

/** The request headers the signature must cover (V3 signature document, "Request headers"). */
const MUST_SIGN = ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'];

/** A signed request may be at most 15 minutes old. */
const MAX_SKEW_MS = 15 * 60_000;

/** SendSms takes mainland numbers with `+`, `+86`, `0086`, `86` or no prefix. */
const SMS_PHONE = /^(?:\+86|0086|86|\+)?1\d{10}$/;

/** RFC 3986 percent-encoding, as the V3 signature document prescribes. */
export function acsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonical request of the V3 signature (ACS3-HMAC-SHA256), from the parts of a request. */
export function acs3CanonicalRequest(request: {
  readonly method: string;
  readonly path: string;
  readonly query: Iterable<readonly [string, string]>;
  readonly headers: Readonly<Record<string, string>>;
  readonly hashedPayload: string;
}): { canonicalRequest: string; signedHeaders: string } {
  const query = [...request.query]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${acsEncode(key)}=${acsEncode(value)}`)
    .join('&');
  const names = Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lowered = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value.trim()]));
  const headers = names.map((name) => `${name}:${lowered[name]}\n`).join('');
  const signedHeaders = names.join(';');
  return { canonicalRequest: [request.method, request.path, query, headers, signedHeaders, request.hashedPayload].join('\n'), signedHeaders };
}

/** HexEncode(HMAC-SHA256(secret, "ACS3-HMAC-SHA256\n" + HexEncode(SHA256(canonicalRequest)))). */
export function acs3Signature(canonicalRequest: string, accessKeySecret: string): string {
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
  return createHmac('sha256', accessKeySecret).update(stringToSign, 'utf8').digest('hex');
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

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startAliyunDouble(options: AliyunDoubleOptions): Promise<AliyunDouble> {
  const sent: AliyunSentSms[] = [];
  const identities = new Map<string, 'match' | 'mismatch'>();
  const verifications: { name: string; idNumber: string }[] = [];
  const usedNonces = new Set<string>();
  let pending: AliyunRefusal | null = null;

  function reply(response: ServerResponse, status: number, body: Record<string, unknown>): void {
    const requestId = randomUUID().toUpperCase();
    response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', 'x-acs-request-id': requestId });
    response.end(JSON.stringify({ RequestId: requestId, ...body }));
  }

  function refusal(response: ServerResponse, code: AliyunRefusal, host: string): void {
    const { status, message } = REFUSALS[code];
    const gateway = status === 200 ? {} : { HostId: host, Recommend: `https://api.aliyun.com/troubleshoot?q=${encodeURIComponent(code)}` };
    reply(response, status, { Code: code, Message: message, ...gateway });
  }

  /** The first reason the request's V3 signature does not hold, or null when it does. */
  function signatureFault(request: IncomingMessage, url: URL, body: Buffer): AliyunRefusal | null {
    const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(request.headers.authorization ?? '');
    if (!match) return 'IncompleteSignature';
    const [, accessKeyId = '', signedList = '', signature = ''] = match;
    if (accessKeyId !== options.accessKeyId) return 'InvalidAccessKeyId.NotFound';
    const signed = signedList.split(';');
    const present = Object.keys(request.headers).filter((name) => name.startsWith('x-acs-') || name === 'content-type');
    if (![...MUST_SIGN, ...present].every((name) => signed.includes(name))) return 'IncompleteSignature';
    const hashedPayload = String(request.headers['x-acs-content-sha256']);
    if (hashedPayload !== sha256Hex(body)) return 'SignatureDoesNotMatch';
    const date = Date.parse(String(request.headers['x-acs-date']));
    if (!Number.isFinite(date) || Math.abs(Date.now() - date) > MAX_SKEW_MS) return 'InvalidTimeStamp.Expired';
    const headers = Object.fromEntries(signed.map((name) => [name, String(request.headers[name] ?? '')]));
    const { canonicalRequest } = acs3CanonicalRequest({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, headers, hashedPayload });
    if (!sameHex(acs3Signature(canonicalRequest, options.accessKeySecret), signature)) return 'SignatureDoesNotMatch';
    const nonce = String(request.headers['x-acs-signature-nonce']);
    if (usedNonces.has(nonce)) return 'SignatureNonceUsed';
    usedNonces.add(nonce);
    return null;
  }

  function sendSms(response: ServerResponse, params: URLSearchParams, host: string): void {
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
      if (!params.get(name)) return reply(response, 400, { Code: `Missing${name}`, Message: `${name} is mandatory for this action.`, HostId: host });
    }
    const phones = String(params.get('PhoneNumbers')).split(',');
    if (phones.length > 1000 || !phones.every((phone) => SMS_PHONE.test(phone))) return refusal(response, 'isv.MOBILE_NUMBER_ILLEGAL', host);
    const sign = String(params.get('SignName'));
    if (sign !== options.signName) return refusal(response, 'isv.SMS_SIGNATURE_ILLEGAL', host);
    const template = String(params.get('TemplateCode'));
    if (template !== options.templateCode) return refusal(response, 'isv.SMS_TEMPLATE_ILLEGAL', host);
    let templateParams: unknown;
    try {
      templateParams = JSON.parse(params.get('TemplateParam') ?? '{}');
    } catch {
      return refusal(response, 'isv.INVALID_JSON_PARAM', host);
    }
    if (typeof templateParams !== 'object' || templateParams === null || !Object.values(templateParams).every((value) => typeof value === 'string')) {
      return refusal(response, 'isv.INVALID_JSON_PARAM', host);
    }
    const values = templateParams as Record<string, string>;
    if (!values.code) return refusal(response, 'isv.TEMPLATE_MISSING_PARAMETERS', host);
    for (const phone of phones) sent.push({ phone, sign, template, params: values });
    reply(response, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  }

  function id2MetaVerify(response: ServerResponse, params: URLSearchParams, host: string): void {
    const name = params.get('UserName') ?? '';
    const idNumber = params.get('IdentifyNum') ?? '';
    if (!name || !idNumber || !params.get('ParamType')) return refusal(response, '400', host);
    verifications.push({ name, idNumber });
    // Only plain values are accepted for the two-element check.
    if (params.get('ParamType') !== 'normal' || !validName(name) || !validIdNumber(idNumber)) return refusal(response, '401', host);
    const verdict = identities.get(`${name}:${idNumber}`);
    const bizCode = verdict === 'match' ? '1' : verdict === 'mismatch' ? '2' : '3';
    reply(response, 200, { Code: '200', Message: 'success', ResultObject: { BizCode: bizCode } });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    if (double.hang) return;
    const url = new URL(request.url ?? '/', 'http://double');
    const host = request.headers.host ?? '';
    if (double.down) return refusal(response, 'ServiceUnavailable', host);
    const fault = signatureFault(request, url, body);
    if (fault) return refusal(response, fault, host);
    if (pending) {
      const code = pending;
      pending = null;
      return refusal(response, code, host);
    }
    // RPC parameters come in the query, in a form body, or both.
    const params = new URLSearchParams(url.searchParams);
    if (String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      for (const [key, value] of new URLSearchParams(body.toString('utf8'))) params.append(key, value);
    }
    const operation = `${String(request.headers['x-acs-action'])}@${String(request.headers['x-acs-version'])}`;
    if (operation === 'SendSms@2017-05-25') return sendSms(response, params, host);
    if (operation === 'Id2MetaVerify@2019-03-07') return id2MetaVerify(response, params, host);
    refusal(response, 'InvalidAction.NotFound', host);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const double: AliyunDouble = {
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
