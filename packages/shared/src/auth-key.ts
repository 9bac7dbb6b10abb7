import { md5 } from 'js-md5';

/**
 * The `auth_key` query parameter of spec point 7: `<ts>-0-0-md5("<path>-<ts>-0-0-<key>")`.
 * It keeps casual scripts off the API; it is no secret, since the key ships in the web client.
 */
export function signAuthKey(path: string, timestampSeconds: number, key: string): string {
  const ts = Math.trunc(timestampSeconds);
  return `${ts}-0-0-${md5(`${path}-${ts}-0-0-${key}`)}`;
}

export type AuthKeyCheck = 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch';

export function checkAuthKey(
  authKey: string | undefined,
  path: string,
  key: string,
  nowSeconds: number,
  windowSeconds: number,
): AuthKeyCheck {
  if (!authKey) return 'missing';
  const match = /^(\d{1,12})-0-0-([0-9a-f]{32})$/.exec(authKey);
  if (!match) return 'malformed';
  const ts = Number(match[1]);
  if (Math.abs(nowSeconds - ts) > windowSeconds) return 'stale';
  return signAuthKey(path, ts, key) === authKey ? 'ok' : 'mismatch';
}
