import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { envelopeOf } from '@lootbay/shared/schemas/common';
import { success } from './envelope';
import { requestLocale } from './locale';
import { requestToken, type Member, type SessionResolver } from './session';

export interface CallContext<Body> {
  readonly body: Body;
  readonly locale: Locale;
  readonly request: FastifyRequest;
}

export interface MemberCallContext<Body> extends CallContext<Body> {
  readonly member: Member;
}

interface CallSpec<Body extends z.ZodType, Data extends z.ZodType> {
  /** The spec's path, without the `/api` prefix, e.g. `/member/info`. */
  readonly path: string;
  readonly body: Body;
  readonly data: Data;
  readonly summary: string;
  readonly tag: string;
  /** Requests per minute per caller: the member on member calls, the client address on visitor calls. */
  readonly perMinute?: number;
}

/**
 * A member call's limit is counted per member, once its session is resolved (the limiter runs
 * after the session check), so members behind one address do not share it and a member cannot
 * escape it by changing address.
 */
const PER_MEMBER = {
  hook: 'preValidation',
  keyGenerator: (request: FastifyRequest) => (request.member ? `member:${request.member.userId}` : request.ip),
} as const;

function routeOptions<Body extends z.ZodType, Data extends z.ZodType>(spec: CallSpec<Body, Data>, caller: 'visitor' | 'member') {
  return {
    schema: {
      body: spec.body,
      response: { 200: envelopeOf(spec.data) },
      summary: spec.summary,
      tags: [spec.tag],
    },
    ...(spec.perMinute ? { config: { rateLimit: { max: spec.perMinute, timeWindow: 60_000, ...(caller === 'member' ? PER_MEMBER : {}) } } } : {}),
  };
}

/**
 * A catalogue call open to visitors: `POST /api<path>`. zod checks the body before the handler
 * runs and the answer before it is sent, so the casts below only restate what was checked.
 */
export function visitorCall<Body extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  spec: CallSpec<Body, Data>,
  handler: (context: CallContext<z.infer<Body>>) => Promise<z.infer<Data>>,
): void {
  app.post(spec.path, routeOptions(spec, 'visitor'), async (request) => {
    const locale = requestLocale(request);
    return success(await handler({ body: request.body as z.infer<Body>, locale, request }), locale);
  });
}

/** A catalogue call for signed-in members: no valid token answers code 10001. */
export function memberCall<Body extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  sessions: SessionResolver,
  spec: CallSpec<Body, Data>,
  handler: (context: MemberCallContext<z.infer<Body>>) => Promise<z.infer<Data>>,
): void {
  // The session is checked before the body, so a signed-out caller learns that first.
  const preValidation = async (request: FastifyRequest) => {
    const token = requestToken(request);
    const member = token ? await sessions.resolve(token) : null;
    if (!member) throw new AppError('TOKEN_EXPIRED');
    request.member = member;
  };
  app.post(spec.path, { ...routeOptions(spec, 'member'), preValidation }, async (request) => {
    const locale = requestLocale(request);
    const member = request.member;
    if (!member) throw new AppError('TOKEN_EXPIRED');
    return success(await handler({ body: request.body as z.infer<Body>, locale, request, member }), locale);
  });
}

/**
 * A call open to visitors that shows a signed-in member a little more (what they joined, whether
 * they may): a token that resolves names the viewer; none, or one that expired, is a visitor.
 */
export function viewerCall<Body extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  sessions: SessionResolver,
  spec: CallSpec<Body, Data>,
  handler: (context: CallContext<z.infer<Body>> & { readonly viewer: Member | null }) => Promise<z.infer<Data>>,
): void {
  app.post(spec.path, routeOptions(spec, 'visitor'), async (request) => {
    const locale = requestLocale(request);
    const token = requestToken(request);
    const viewer = token ? await sessions.resolve(token) : null;
    return success(await handler({ body: request.body as z.infer<Body>, locale, request, viewer }), locale);
  });
}
