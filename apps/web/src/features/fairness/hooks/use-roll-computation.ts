import { useEffect, useState } from 'react';
import { clientSeedOf, gameRollPoint } from '@lootbay/shared/fairness/game-roll';
import { publicHash, rollPoint } from '@lootbay/shared/fairness/roll';
import { userSeedList, type VerifierValues } from './verifier-values';

export interface RollComputation {
  /** The roll point recomputed from the secret, seed, round (and index); null until they are given. */
  readonly rollPoint: number | null;
  /** SHA-256(secret + salt); null until both are given. */
  readonly publicHash: string | null;
  /** SHA-256 of the players' seeds joined by ':'; null without players' seeds. */
  readonly clientSeed: string | null;
  readonly error: boolean;
}

const NOTHING: RollComputation = { rollPoint: null, publicHash: null, clientSeed: null, error: false };

/** A whole number as typed, or null. */
function wholeNumber(text: string): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

async function compute(values: VerifierValues): Promise<RollComputation> {
  const round = wholeNumber(values.round);
  const index = values.kind === 'game' ? wholeNumber(values.index) : 0;
  const players = values.kind === 'game' ? userSeedList(values) : [];
  const [point, hash, clientSeed] = await Promise.all([
    values.secret && round !== null && index !== null
      ? values.kind === 'game'
        ? gameRollPoint({ secret: values.secret, clientSeed: values.seed, round, index })
        : rollPoint({ secret: values.secret, userSeed: values.seed, round })
      : null,
    values.secret && values.salt ? publicHash(values.secret, values.salt) : null,
    players.length > 0 ? clientSeedOf(players) : null,
  ]);
  return { rollPoint: point, publicHash: hash, clientSeed, error: false };
}

/**
 * Recomputes a roll in this browser with the very code the server rolls with. Call it only where
 * WebCrypto exists (`hasWebCrypto`); the answer follows the values as they are typed.
 */
export function useRollComputation(values: VerifierValues, enabled: boolean): RollComputation {
  const [result, setResult] = useState<RollComputation>(NOTHING);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    compute(values)
      .then((next) => current && setResult(next))
      .catch(() => current && setResult({ ...NOTHING, error: true }));
    return () => {
      current = false;
    };
  }, [values, enabled]);

  return result;
}
