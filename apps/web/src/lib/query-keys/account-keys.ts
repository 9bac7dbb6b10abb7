/** The signed-in member's account record (level, experience, terms accepted…). */
export const accountKeys = {
  all: ['account'] as const,
  memberInfos: ['account', 'member-info'] as const,
  memberInfo: (token: string) => ['account', 'member-info', token] as const,
};
