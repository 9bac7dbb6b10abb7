/**
 * The modules' clock. Seeding the demo history sets it to a past moment while each step runs, so
 * the services record that step as having happened then; seeding ends before the server listens,
 * so no request ever reads a set clock.
 */
export function createSeedClock(real: () => number) {
  let set: number | null = null;
  return {
    now: (): number => set ?? real(),
    /** The real clock, whatever is set. */
    real,
    async at<T>(moment: number, run: () => Promise<T>): Promise<T> {
      set = moment;
      try {
        return await run();
      } finally {
        set = null;
      }
    },
  };
}

export type SeedClock = ReturnType<typeof createSeedClock>;
