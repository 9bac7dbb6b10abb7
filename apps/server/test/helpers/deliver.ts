import type { FastifyInstance } from 'fastify';

/** What a provider's test double posts: its notification, to the address it was given. */
export interface ProviderRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * Delivers a provider's notification through the app's whole HTTP handling (`inject`: routing,
 * the raw body, the `auth_key` exemption, the rate limit and the signature check), as the
 * provider's HTTPS call would reach a running server. The app is looked up on each delivery, so a
 * double can be started before the app whose address it needs.
 */
export function deliverTo(app: () => FastifyInstance | undefined, remoteAddress = '198.51.100.20') {
  return async ({ url, headers, body }: ProviderRequest): Promise<{ status: number; body: string }> => {
    const target = app();
    if (!target) throw new Error('no app to deliver the notification to');
    const { pathname, search } = new URL(url);
    const response = await target.inject({ method: 'POST', url: `${pathname}${search}`, headers, payload: body, remoteAddress });
    return { status: response.statusCode, body: response.body };
  };
}
