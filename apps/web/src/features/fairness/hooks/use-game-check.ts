import { useEffect, useState } from 'react';

/**
 * Runs a whole game's check in this browser (a battle, a room's draw) once its inputs are there,
 * and answers the result only for the inputs it was made from: a stale answer for an older battle
 * never shows. `null` while there is nothing to check or the check runs; `'failed'` if it threw.
 */
export function useGameCheck<Input, Result>(input: Input | null, check: (input: Input) => Promise<Result>): Result | 'failed' | null {
  const [done, setDone] = useState<{ readonly input: Input; readonly result: Result | 'failed' } | null>(null);

  useEffect(() => {
    if (input === null) return;
    let current = true;
    check(input)
      .then((result) => current && setDone({ input, result }))
      .catch(() => current && setDone({ input, result: 'failed' }));
    return () => {
      current = false;
    };
  }, [input, check]);

  return done !== null && done.input === input ? done.result : null;
}
