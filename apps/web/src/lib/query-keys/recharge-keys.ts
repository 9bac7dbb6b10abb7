/** Recharge: the payment configuration and the member's orders. */
export const rechargeKeys = {
  all: ['recharge'] as const,
  payConfig: ['recharge', 'pay-config'] as const,
  payTrendConfig: (locale: string) => ['recharge', 'pay-trend-config', locale] as const,
  lists: ['recharge', 'list'] as const,
  list: (token: string) => ['recharge', 'list', token] as const,
  status: (orderNo: string) => ['recharge', 'status', orderNo] as const,
};
