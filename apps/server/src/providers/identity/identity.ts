import type { ProvidersConfig } from '../../config.providers';
import { createAliyunIdentity } from './aliyun-identity';
import type { IdentityProvider } from './identity.provider';
import { createTencentIdentity } from './tencent-identity';

export type IdentityConfig = NonNullable<ProvidersConfig['identity']>;

const DEFAULT_TIMEOUT_MS = 10_000;

export function createIdentityProvider(config: IdentityConfig, options: { timeoutMs?: number } = {}): IdentityProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return config.provider === 'aliyun' ? createAliyunIdentity(config, { timeoutMs }) : createTencentIdentity(config, { timeoutMs });
}
