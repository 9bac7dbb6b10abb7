/** The personal centre's responsible-play tab: limits, breaks and the reality check, linked from wherever play or recharge is refused. */
export const RESPONSIBLE_PLAY_PATH = '/user?tab=9';
