/**
 * Every Redis key and channel of a deployment starts with its namespace (REDIS_NAMESPACE), so a
 * staging and a production deployment on one Redis never hear each other's events or share rate
 * limits.
 */
export function redisNames(namespace: string): { readonly realtimeChannel: string; readonly rateLimitPrefix: string } {
  return { realtimeChannel: `${namespace}:realtime`, rateLimitPrefix: `${namespace}:rate:` };
}
