import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CONSOLE_SIGN_IN_PER_MINUTE, roleMay, type ConsolePermission } from '@lootbay/shared/console';
import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { envelopeOf } from '@lootbay/shared/schemas/common';
import type { Db } from '../../db/dialect';
import type { Trx } from '../../db/unit-of-work';
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { AuditLog } from './console.audit';
import type { ConsoleCaller, Operators } from './console.operators';

/**
 * Who may make a call: a permission of the caller's role; any signed-in operator; an enrolment
 * session (confirming a new authenticator); or anyone (signing in).
 */
export type ConsoleAccess = ConsolePermission | 'signed-in' | 'enrolling' | 'public';

export interface ConsoleContext {
  readonly caller: ConsoleCaller;
  readonly locale: Locale;
  readonly request: FastifyRequest;
}

/** What a change did, for its answer and its audit entry. */
export interface Change<Data> {
  readonly data: Data;
  /** What was changed, e.g. `box:starter`, `user:<id>`. */
  readonly target: string;
  readonly before?: unknown;
  readonly after?: unknown;
  /** Who acted, when the call has no session yet (signing in). */
  readonly actor?: { readonly operatorId: string; readonly account: string };
}

interface CallSpec<Body extends z.ZodType, Data extends z.ZodType> {
  /** Under `/admin/api/`, e.g. `boxes/odds`; also the audit entry's action. */
  readonly path: string;
  readonly access: ConsoleAccess;
  readonly body: Body;
  readonly data: Data;
  readonly summary: string;
}

export interface ReadCall<Body extends z.ZodType, Data extends z.ZodType> extends CallSpec<Body, Data> {
  readonly kind: 'read';
  read(body: z.infer<Body>, context: ConsoleContext): Promise<z.infer<Data>>;
}

export interface ChangeCall<Body extends z.ZodType, Data extends z.ZodType, Prepared = undefined> extends CallSpec<Body, Data> {
  readonly kind: 'change';
  /** Slow work that needs no transaction (hashing a password), done before it opens. */
  prepare?(body: z.infer<Body>, context: ConsoleContext): Promise<Prepared>;
  /** Runs in the transaction that also appends the audit entry: both happen, or neither. Only `trx` may be used inside. */
  change(trx: Trx, body: z.infer<Body>, context: ConsoleContext, prepared: Prepared): Promise<Change<z.infer<Data>>>;
}

// The registry holds calls of every shape; each call's own body and data types were checked where it was declared.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ConsoleCall = ReadCall<any, any> | ChangeCall<any, any, any>;

export function readCall<Body extends z.ZodType, Data extends z.ZodType>(spec: Omit<ReadCall<Body, Data>, 'kind'>): ConsoleCall {
  return { kind: 'read', ...spec };
}

export function changeCall<Body extends z.ZodType, Data extends z.ZodType, Prepared = undefined>(spec: Omit<ChangeCall<Body, Data, Prepared>, 'kind'>): ConsoleCall {
  return { kind: 'change', ...spec };
}

/** The audit target of everything done to a player, so their whole history is one filter away. */
export const playerTarget = (userId: string): string => `user:${userId}`;

/** The console's token travels in its own header; a player's `token` header is never read here. */
export const CONSOLE_TOKEN_HEADER = 'admin-token';

function consoleToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CONSOLE_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 256 ? token : undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    consoleCaller?: ConsoleCaller;
  }
}

/** `POST /admin/api/<path>` for every call: session, second factor and permission checked on the server, then the call; changes audited. */
export function registerConsoleCalls(app: FastifyInstance, calls: readonly ConsoleCall[], deps: { readonly db: Db; readonly operators: Operators; readonly audit: AuditLog; readonly clock: () => number }): void {
  const paths = new Set<string>();
  for (const call of calls) {
    if (paths.has(call.path)) throw new Error(`console call ${call.path} is declared twice`);
    paths.add(call.path);
  }

  const admit = (access: ConsoleAccess) => async (request: FastifyRequest) => {
    if (access === 'public') return;
    const token = consoleToken(request);
    const caller = token ? await deps.operators.resolve(token) : null;
    if (!caller) throw new AppError('CONSOLE_SESSION_REQUIRED');
    if (access === 'enrolling') {
      if (caller.verified) throw new AppError('CONSOLE_NOT_ENROLLING');
    } else {
      if (!caller.verified) throw new AppError('CONSOLE_TOTP_REQUIRED');
      if (access !== 'signed-in' && !roleMay(caller.role, access)) throw new AppError('CONSOLE_FORBIDDEN');
    }
    request.consoleCaller = caller;
  };

  app.register(
    async (scope) => {
      for (const call of calls) {
        scope.post(
          `/${call.path}`,
          {
            schema: { body: call.body, response: { 200: envelopeOf(call.data) }, summary: call.summary, tags: ['console'] },
            // The session is checked before the body, so a caller without access learns nothing of the call's shape.
            preValidation: admit(call.access),
            ...(call.access === 'public' ? { config: { rateLimit: { max: CONSOLE_SIGN_IN_PER_MINUTE, timeWindow: 60_000 } } } : {}),
          },
          async (request) => {
            const locale = requestLocale(request);
            const context = { caller: request.consoleCaller as ConsoleCaller, locale, request };
            if (call.kind === 'read') return success(await call.read(request.body, context), locale);
            const body = request.body as { reason?: string };
            const prepared: unknown = await call.prepare?.(request.body, context);
            const data = await deps.db.transaction(async (trx) => {
              const change = await call.change(trx, request.body, context, prepared);
              const actor = change.actor ?? { operatorId: context.caller.operatorId, account: context.caller.account };
              await deps.audit.append(trx, { operatorId: actor.operatorId, actor: actor.account, action: call.path, target: change.target, before: change.before, after: change.after, reason: body.reason ?? '', at: deps.clock() });
              return change.data;
            });
            return success(data, locale);
          },
        );
      }
    },
    { prefix: '/admin/api' },
  );
}
