import type { z } from 'zod';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { NETWORK_FAILURE_CODE, SHOP_SID, SUCCESS_CODE, TOKEN_EXPIRED_CODE } from '@lootbay/shared/constants';
import { currentLocale, errorMessage, translate } from './i18n';
import { currentPlatform } from './platform';
import { clearSession, currentSession } from './session';
import { showToast } from './toasts';

/** The development key of `.env.example`, used when the page was not served by the real server. */
const DEV_AUTH_KEY = 'lootbay-dev-auth-key';

/** Every call carries `type` 1, the web client's request type. */
const REQUEST_TYPE = 1;

function authKey(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="lootbay-auth-key"]');
  return meta?.content || DEV_AUTH_KEY;
}

/** A refused call: the envelope's code and message (or -50000 'Erro de rede!' without an answer). */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/**
 * The schema an answer is checked against, or how to load it. Calls made as the app starts name a
 * loader: a schema is built when its module runs, and leaving those modules to the first call keeps
 * that work out of the start-up the first screen waits for. The module loads beside the request.
 */
export type ResponseSchema<T extends z.ZodType> = T | (() => Promise<T>);

function schemaOf<T extends z.ZodType>(schema: ResponseSchema<T>): Promise<T | null> {
  const loaded = typeof schema === 'function' ? (schema as () => Promise<T>)() : Promise.resolve(schema);
  return loaded.catch(() => null);
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Leave the error toast to the caller (for example a form that shows the message inline). */
  readonly quiet?: boolean;
}

interface RawEnvelope {
  code?: unknown;
  msg?: unknown;
  error?: unknown;
  data?: unknown;
}

function expireSession(): void {
  clearSession();
  window.location.assign('/');
}

function fail(error: ApiError, quiet: boolean | undefined): never {
  if (!quiet) showToast('error', error.message);
  throw error;
}

/**
 * One catalogue call (spec points 7 and 8): `POST /api<path>?auth_key=…` with the common fields,
 * the `token` header when signed in, and the envelope unwrapped and checked against `schema`.
 */
export async function apiCall<T extends z.ZodType>(
  path: string,
  body: Record<string, unknown>,
  schema: ResponseSchema<T>,
  options: CallOptions = {},
): Promise<z.infer<T>> {
  const answerSchema = schemaOf(schema);
  const fullPath = `/api${path}`;
  const locale = currentLocale();
  const { token } = currentSession();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.token = token;

  let response: Response;
  try {
    response = await fetch(`${fullPath}?auth_key=${signAuthKey(fullPath, Date.now() / 1000, authKey())}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ platform: currentPlatform(), sid: SHOP_SID, type: REQUEST_TYPE, locale, ...body }),
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return fail(new ApiError(NETWORK_FAILURE_CODE, translate('errors.network')), options.quiet);
  }

  let envelope: RawEnvelope;
  try {
    envelope = (await response.json()) as RawEnvelope;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return fail(new ApiError(NETWORK_FAILURE_CODE, translate('errors.network')), options.quiet);
  }

  const code = typeof envelope.code === 'number' ? envelope.code : NETWORK_FAILURE_CODE;
  if (code === TOKEN_EXPIRED_CODE) {
    expireSession();
    throw new ApiError(code, typeof envelope.msg === 'string' ? envelope.msg : errorMessage('TOKEN_EXPIRED', locale));
  }
  if (code !== SUCCESS_CODE) {
    const message =
      (typeof envelope.msg === 'string' && envelope.msg) ||
      (typeof envelope.error === 'string' && envelope.error) ||
      errorMessage('UNKNOWN', locale);
    return fail(new ApiError(code, message, envelope.data ?? null), options.quiet);
  }

  const loaded = await answerSchema;
  if (!loaded) return fail(new ApiError(NETWORK_FAILURE_CODE, translate('errors.network')), options.quiet);
  const parsed = loaded.safeParse(envelope.data);
  if (!parsed.success) return fail(new ApiError(code, errorMessage('DATA_ABNORMAL', locale), envelope.data), options.quiet);
  return parsed.data;
}
