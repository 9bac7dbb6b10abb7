/** The member's balances (kept current by the socket's `wallet_balance`) and account records. */
export const walletKeys = {
  all: ['wallet'] as const,
  userAssets: ['wallet', 'user-asset'] as const,
  userAsset: (token: string) => ['wallet', 'user-asset', token] as const,
  blotters: ['wallet', 'blotter'] as const,
  blotter: (token: string, currency: string) => ['wallet', 'blotter', token, currency] as const,
};
