/**
 * The reward tasks (spec point 4 claim states): what each asks of a member within its period and
 * the coins (hundredths) it pays from the promotions account. Periods are site days and weeks
 * (Monday to Sunday, Asia/Shanghai); `once` is once per member.
 */
export const REWARD_PERIODS = ['once', 'day', 'week'] as const;
export type RewardPeriod = (typeof REWARD_PERIODS)[number];

/** What a task counts: a paid recharge ever, days signed in this period, paid box opens this period. */
export const REWARD_MEASURES = ['recharged', 'sign_in_days', 'box_opens'] as const;
export type RewardMeasure = (typeof REWARD_MEASURES)[number];

export const REWARD_TASKS = [
  { id: 'first_recharge', measure: 'recharged', period: 'once', goal: 1, reward: 500 },
  { id: 'daily_sign_in', measure: 'sign_in_days', period: 'day', goal: 1, reward: 10 },
  { id: 'week_sign_in', measure: 'sign_in_days', period: 'week', goal: 7, reward: 800 },
  { id: 'week_opens', measure: 'box_opens', period: 'week', goal: 10, reward: 1_000 },
] as const satisfies readonly { id: string; measure: RewardMeasure; period: RewardPeriod; goal: number; reward: number }[];

export type RewardTaskId = (typeof REWARD_TASKS)[number]['id'];
export const REWARD_TASK_IDS = REWARD_TASKS.map((task) => task.id) as [RewardTaskId, ...RewardTaskId[]];

/** Red packets: at most this many packets per code, and a total of at most this many hundredths. */
export const RED_PACKET_LIMITS = { maxCount: 1_000, maxAmount: 100_000_000, maxValidDays: 90 } as const;
/** What a red packet asks of its claimer: nothing, or coins paid in recharges this site day (`drawRedGiftPro`). */
export const RED_PACKET_CONDITIONS = ['none', 'recharged_today'] as const;
export type RedPacketCondition = (typeof RED_PACKET_CONDITIONS)[number];
