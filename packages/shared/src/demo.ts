/**
 * The demo players of a development site's history: every screen shows them under these names,
 * each marked with the prefix, so nobody takes them for real players.
 */
export const DEMO_NICKNAME_PREFIX = 'Demo·';

export const DEMO_PLAYER_NAMES: readonly string[] = ['Aurora', 'Kite', 'Mango', 'Pixel', 'Tango', 'Yuki', 'Zephyr', 'Bamboo'];

export function demoNickname(name: string): string {
  return `${DEMO_NICKNAME_PREFIX}${name}`;
}

export function isDemoNickname(nickname: string): boolean {
  return nickname.startsWith(DEMO_NICKNAME_PREFIX);
}
