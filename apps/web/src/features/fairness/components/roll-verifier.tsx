import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicHash as computePublicHash, rollPoint as computeRollPoint, ROLL_POINT_MAX } from '@lootbay/shared/fairness/roll';
import './fairness.css';

export interface VerifierValues {
  readonly secret: string;
  readonly salt: string;
  readonly publicHash: string;
  readonly userSeed: string;
  readonly round: string;
}

interface RollVerifierProps {
  readonly initial: VerifierValues;
  /** The roll point the server recorded for the open being checked, when there is one. */
  readonly recordedPoint?: number | null;
  /** The won item's range in the odds the open used, to show the point falls inside it. */
  readonly range?: { readonly from: number; readonly to: number; readonly name: string } | null;
}

interface Outcome {
  readonly rollPoint: number | null;
  readonly computedHash: string | null;
  readonly error: boolean;
}

/**
 * Recomputes a roll in this browser with the same code the server rolls with: the roll point from
 * secret, user seed and round, and SHA-256(secret + salt) against the public hash shown before play.
 */
export function RollVerifier({ initial, recordedPoint = null, range = null }: RollVerifierProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome>({ rollPoint: null, computedHash: null, error: false });

  useEffect(() => {
    let current = true;
    const round = Number(values.round);
    const roundValid = values.round.trim() !== '' && Number.isSafeInteger(round) && round >= 0;
    const work = async (): Promise<Outcome> => {
      const point = values.secret && roundValid ? await computeRollPoint({ secret: values.secret, userSeed: values.userSeed, round }) : null;
      const hash = values.secret && values.salt ? await computePublicHash(values.secret, values.salt) : null;
      return { rollPoint: point, computedHash: hash, error: false };
    };
    work()
      .then((next) => current && setOutcome(next))
      .catch(() => current && setOutcome({ rollPoint: null, computedHash: null, error: true }));
    return () => {
      current = false;
    };
  }, [values]);

  const set = (field: keyof VerifierValues) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const hashVerdict = outcome.computedHash && values.publicHash ? outcome.computedHash === values.publicHash.trim().toLowerCase() : null;
  const pointVerdict = outcome.rollPoint !== null && recordedPoint !== null ? outcome.rollPoint === recordedPoint : null;
  const inRange = outcome.rollPoint !== null && range ? outcome.rollPoint >= range.from && outcome.rollPoint <= range.to : null;

  const fields: readonly { key: keyof VerifierValues; label: string; mono?: boolean; inputMode?: 'numeric' }[] = [
    { key: 'secret', label: t('fair.secretHash'), mono: true },
    { key: 'salt', label: t('fair.secretSalt'), mono: true },
    { key: 'publicHash', label: t('fair.publicHash'), mono: true },
    { key: 'userSeed', label: t('fair.userSeed'), mono: true },
    { key: 'round', label: t('fair.round'), inputMode: 'numeric' },
  ];

  return (
    <div className="verifier">
      <div className="verifier__fields">
        {fields.map((field) => (
          <label key={field.key} className="verifier__field" htmlFor={`${id}-${field.key}`}>
            <span>{field.label}</span>
            <input
              id={`${id}-${field.key}`}
              className={`fair-input ${field.mono ? 'fair-input--mono' : ''}`}
              value={values[field.key]}
              inputMode={field.inputMode}
              spellCheck={false}
              autoComplete="off"
              onChange={set(field.key)}
            />
          </label>
        ))}
      </div>

      <div className="verifier__result" role="status">
        <div className="verifier__point">
          <span>{t('fair.computedPoint')}</span>
          <strong data-testid="computed-roll-point">{outcome.rollPoint ?? '—'}</strong>
          <small>/ {ROLL_POINT_MAX}</small>
        </div>
        <ul className="verifier__checks">
          <li className={verdictClass(hashVerdict)} data-testid="hash-check">
            {hashVerdict === null ? t('fair.hashUnknown') : hashVerdict ? t('fair.hashMatches') : t('fair.hashMismatch')}
          </li>
          {recordedPoint !== null && (
            <li className={verdictClass(pointVerdict)} data-testid="point-check">
              {pointVerdict === null ? t('fair.pointUnknown', { point: recordedPoint }) : pointVerdict ? t('fair.pointMatches', { point: recordedPoint }) : t('fair.pointMismatch', { point: recordedPoint })}
            </li>
          )}
          {range && inRange !== null && (
            <li className={verdictClass(inRange)}>{t(inRange ? 'fair.inRange' : 'fair.outOfRange', { name: range.name, from: range.from, to: range.to })}</li>
          )}
          {outcome.error && <li className={verdictClass(false)}>{t('fair.computeError')}</li>}
        </ul>
        {outcome.computedHash && (
          <p className="verifier__hash">
            SHA-256(secret + salt) = <code>{outcome.computedHash}</code>
          </p>
        )}
      </div>
    </div>
  );
}

function verdictClass(verdict: boolean | null): string {
  return `verdict ${verdict === null ? 'verdict--unknown' : verdict ? 'verdict--ok' : 'verdict--bad'}`;
}
