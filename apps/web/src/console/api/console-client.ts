import type { z } from 'zod';
import { NETWORK_FAILURE_CODE, SUCCESS_CODE } from '@lootbay/shared/constants';
import { CONSOLE_API_PREFIX } from '@lootbay/shared/routes';
import { currentLocale, errorMessage, translate } from '../../lib/i18n';
import { showToast } from '../../lib/toasts';
import { consoleToken, endConsoleSession } from './console-session';

/** No session, or it expired: the console goes back to its sign-in. */
export const CONSOLE_SESSION_REQUIRED_CODE = 21002;

export class ConsoleError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'ConsoleError';
    this.code = code;
  }
}

export interface ConsoleCallOptions {
  /** Leave the error toast to the caller (a form that shows the message inline). */
  readonly quiet?: boolean;
  /** Another token than the session's (an enrolment's). */
  readonly token?: string;
}

interface RawEnvelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

function fail(error: ConsoleError, quiet: boolean | undefined): never {
  if (!quiet) showToast('error', error.message);
  throw error;
}

/** One console call: `POST /admin/api/<path>` with the `admin-token` header; the envelope unwrapped and checked. */
export async function consoleCall<T extends z.ZodType>(path: string, body: Record<string, unknown>, schema: T, options: ConsoleCallOptions = {}): Promise<z.infer<T>> {
  const locale = currentLocale();
  const token = options.token ?? consoleToken();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['admin-token'] = token;

  let envelope: RawEnvelope;
  try {
    const response = await fetch(`${CONSOLE_API_PREFIX}/${path}`, { method: 'POST', headers, body: JSON.stringify({ ...body, locale }), credentials: 'same-origin' });
    envelope = (await response.json()) as RawEnvelope;
  } catch {
    return fail(new ConsoleError(NETWORK_FAILURE_CODE, translate('errors.network')), options.quiet);
  }

  const code = typeof envelope.code === 'number' ? envelope.code : NETWORK_FAILURE_CODE;
  const message = typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : errorMessage('UNKNOWN', locale);
  if (code === CONSOLE_SESSION_REQUIRED_CODE && !options.token) {
    endConsoleSession();
    throw new ConsoleError(code, message);
  }
  if (code !== SUCCESS_CODE) return fail(new ConsoleError(code, message), options.quiet);
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) return fail(new ConsoleError(code, errorMessage('DATA_ABNORMAL', locale)), options.quiet);
  return parsed.data;
}
