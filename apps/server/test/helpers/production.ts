/** What production refuses to start without, beside the providers: secrets other than development's. */
export const PRODUCTION_SECRETS = {
  AUTH_KEY: 'production-auth-key-for-tests',
  SESSION_SECRET: 'production-session-secret-for-tests-0123456789',
  FAIRNESS_KEY: 'production-fairness-key-for-tests-0123456789',
} as const;

/** The SMS gateway's and the identity authority's credentials the test doubles are started with. */
export const ALIYUN_TEST_CREDENTIALS = { accessKeyId: 'LTAI-test-access-key', accessKeySecret: 'test-access-key-secret-0123456789', signName: 'Lootbay', templateCode: 'SMS_100000001' } as const;

/** An address where nothing listens: a provider there is down. */
export const NOWHERE = 'http://127.0.0.1:9';

/**
 * Production's environment: its secrets, and the SMS and real-name providers it cannot start
 * without (Aliyun's, at `endpoint`: a test double, or nowhere when the test sends nothing).
 */
export function productionEnv(options: { endpoint?: string } = {}): Record<string, string> {
  const endpoint = options.endpoint ?? NOWHERE;
  return {
    NODE_ENV: 'production',
    ...PRODUCTION_SECRETS,
    SMS_PROVIDER: 'aliyun',
    SMS_ACCESS_KEY_ID: ALIYUN_TEST_CREDENTIALS.accessKeyId,
    SMS_ACCESS_KEY_SECRET: ALIYUN_TEST_CREDENTIALS.accessKeySecret,
    SMS_SIGN_NAME: ALIYUN_TEST_CREDENTIALS.signName,
    SMS_TEMPLATE_CODE: ALIYUN_TEST_CREDENTIALS.templateCode,
    SMS_ENDPOINT: endpoint,
    REAL_NAME_PROVIDER: 'aliyun',
    REAL_NAME_ACCESS_KEY_ID: ALIYUN_TEST_CREDENTIALS.accessKeyId,
    REAL_NAME_ACCESS_KEY_SECRET: ALIYUN_TEST_CREDENTIALS.accessKeySecret,
    REAL_NAME_ENDPOINT: endpoint,
  };
}
