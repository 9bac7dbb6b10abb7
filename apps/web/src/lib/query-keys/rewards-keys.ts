/** The member's reward tasks and activity status. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  tasks: (token: string) => ['rewards', 'tasks', token] as const,
  status: (token: string) => ['rewards', 'status', token] as const,
};
