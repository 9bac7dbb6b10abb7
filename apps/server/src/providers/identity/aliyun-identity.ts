import { createRequire } from 'node:module';
import type * as OpenApiCore from '@alicloud/openapi-core';
import type * as Darabonba from '@darabonba/typescript';
import { aliyunClientConfig } from '../aliyun/aliyun-client-config';
import type { IdentityConfig } from './identity';
import { type IdentityProvider, IdentityUnavailableError } from './identity.provider';

// The SDK is CommonJS with its client on `exports.default`; requiring it reads that the same way under every loader.
const load = createRequire(import.meta.url);
const { default: OpenApiClient, $OpenApiUtil } = load('@alicloud/openapi-core') as typeof OpenApiCore;
const { RuntimeOptions } = load('@darabonba/typescript') as typeof Darabonba;

const DEFAULT_ENDPOINT = 'https://cloudauth.aliyuncs.com';

/** Cloudauth's two-element check, called as its SDK would: an RPC POST with the fields in a form body. */
const ID2META_VERIFY = new $OpenApiUtil.Params({
  action: 'Id2MetaVerify',
  version: '2019-03-07',
  protocol: 'HTTPS',
  pathname: '/',
  method: 'POST',
  authType: 'AK',
  style: 'RPC',
  reqBodyType: 'formData',
  bodyType: 'json',
});

/** `Code` when the call was right (help.aliyun.com/zh/id-verification/information-verification/developer-reference/vatsl9lfmbwe74iv). */
const CALLED = '200';
/** `Code` when the name or the number breaks the rules of a real one: no person holds them. */
const INVALID_CLAIM = '401';

/** `ResultObject.BizCode`: 1 consistent, 2 inconsistent, 3 no such record. */
const VERDICTS: Record<string, 'match' | 'mismatch'> = { '1': 'match', '2': 'mismatch', '3': 'mismatch' };

interface Id2MetaAnswer {
  readonly Code?: unknown;
  readonly Message?: unknown;
  readonly ResultObject?: { readonly BizCode?: unknown } | null;
}

/** Aliyun Cloudauth `Id2MetaVerify` (2019-03-07): the plain name and id number, checked against the authority's records. */
export function createAliyunIdentity(config: IdentityConfig, options: { timeoutMs: number }): IdentityProvider {
  const client = new OpenApiClient(aliyunClientConfig(config, config.endpoint ?? DEFAULT_ENDPOINT, options.timeoutMs));
  return {
    name: 'aliyun',
    async verify({ name, idNumber }) {
      let answer: Id2MetaAnswer;
      try {
        const request = new $OpenApiUtil.OpenApiRequest({ body: { ParamType: 'normal', IdentifyNum: idNumber, UserName: name } });
        const response = await client.callApi(ID2META_VERIFY, request, new RuntimeOptions({}));
        answer = (response.body ?? {}) as Id2MetaAnswer;
      } catch (error) {
        // The result codes may also come as an HTTP error answer, which the SDK throws with the same `code`.
        if (String((error as { code?: unknown } | null)?.code) === INVALID_CLAIM) return 'mismatch';
        throw new IdentityUnavailableError(`Aliyun Id2MetaVerify gave no answer: ${(error as Error | null)?.message ?? String(error)}`, { cause: error });
      }
      return verdictOf(answer);
    },
  };
}

function verdictOf(answer: Id2MetaAnswer): 'match' | 'mismatch' {
  const code = String(answer.Code);
  if (code === INVALID_CLAIM) return 'mismatch';
  const verdict = code === CALLED ? VERDICTS[String(answer.ResultObject?.BizCode)] : undefined;
  if (verdict) return verdict;
  // 402 the authority's outage, 403 repeated calls, 410–412 the account, 500 Aliyun's own error: no verdict either way.
  throw new IdentityUnavailableError(`Aliyun Id2MetaVerify could not check: ${code} ${String(answer.Message)}`);
}
