import { createRequire } from 'node:module';
import type * as OpenApiCore from '@alicloud/openapi-core';

// The SDK is CommonJS with its classes on `exports`; requiring it reads them the same way under every loader.
const { $OpenApiUtil } = createRequire(import.meta.url)('@alicloud/openapi-core') as typeof OpenApiCore;

/**
 * The configuration an Aliyun SDK client is made with: the RAM user's key, the endpoint's host
 * and scheme (a full base URL, the product's own or a stand-in on this machine), and a timeout
 * for connecting and for reading the answer.
 */
export function aliyunClientConfig(keys: { accessKeyId: string; accessKeySecret: string }, endpointUrl: string, timeoutMs: number): OpenApiCore.$OpenApiUtil.Config {
  const endpoint = new URL(endpointUrl);
  return new $OpenApiUtil.Config({
    accessKeyId: keys.accessKeyId,
    accessKeySecret: keys.accessKeySecret,
    endpoint: endpoint.host,
    protocol: endpoint.protocol.slice(0, -1),
    connectTimeout: timeoutMs,
    readTimeout: timeoutMs,
  });
}
