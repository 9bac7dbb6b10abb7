import { useId, useState, type ChangeEvent } from 'react';
import { ROLL_POINT_MAX } from '@lootbay/shared/fairness/roll';
import { parsePercentOddsId } from '../hooks/percent-odds-id';
import { parsePrayOddsId } from '../hooks/pray-odds-id';
import { useRollComputation } from '../hooks/use-roll-computation';
import { userSeedList, type RollKind, type VerifierValues } from '../hooks/verifier-values';
import { hasWebCrypto } from '../hooks/web-crypto';
import { OddsCheck, type RecordedOdds } from './odds-check';
import { PercentOddsCheck } from './percent-odds-check';
import { PrayOddsCheck } from './pray-odds-check';
import type { ShownLine } from './proof-lines';
import { Verdict } from './verdict';
import { VerdictBoard } from './verdict-board';
import './fairness.css';
import { useTranslation } from '../../../lib/i18n';

interface RollVerifierProps {
  readonly initial: VerifierValues;
  /** The roll point the server recorded for the roll being checked, when there is one. */
  readonly recordedPoint?: number | null;
  /** The odds the roll was looked up in, as recorded with it. */
  readonly odds?: RecordedOdds | null;
  /** Where the roll comes from: its record in the public hash chain. */
  readonly provenance?: readonly ShownLine[];
}

type TextField = Exclude<keyof VerifierValues, 'kind'>;

interface FieldSpec {
  readonly key: TextField;
  readonly label: string;
  readonly mono?: boolean;
  readonly numeric?: boolean;
  /** Spans both columns: long values, such as the list of players' seeds. */
  readonly wide?: boolean;
}

const KINDS: readonly RollKind[] = ['pair', 'game'];

/**
 * Recomputes a roll in this browser with the same code the server rolls with: a pair roll from
 * secret, user seed and round, a game roll from secret, client seed, round and index (and the
 * client seed from the players' seeds), SHA-256(secret + salt) against the public hash shown
 * before play, and the odds the roll used: a box's published version, a percentage play's own table, or a daily wish's.
 */
export function RollVerifier({ initial, recordedPoint = null, odds = null, provenance = [] }: RollVerifierProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  const canHash = hasWebCrypto();
  const computed = useRollComputation(values, canHash);
  const game = values.kind === 'game';

  const set = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const hashVerdict = computed.publicHash && values.publicHash ? computed.publicHash === values.publicHash.trim().toLowerCase() : null;
  const pointVerdict = computed.rollPoint !== null && recordedPoint !== null ? computed.rollPoint === recordedPoint : null;
  const clientSeedVerdict = game && computed.clientSeed !== null ? computed.clientSeed === values.seed.trim().toLowerCase() : null;
  const players = game ? userSeedList(values) : [];

  const fields: readonly FieldSpec[] = [
    { key: 'secret', label: t('fair.secretHash'), mono: true },
    { key: 'salt', label: t('fair.secretSalt'), mono: true },
    { key: 'publicHash', label: t('fair.publicHash'), mono: true },
    { key: 'seed', label: game ? t('fair.clientSeed') : t('fair.userSeed'), mono: true },
    { key: 'round', label: t('fair.round'), numeric: true },
    ...(game ? [{ key: 'index', label: t('fair.index'), numeric: true } as const, { key: 'userSeeds', label: t('fair.userSeeds'), mono: true, wide: true } as const] : []),
  ];

  return (
    <div className="verifier">
      <fieldset className="verifier__kind">
        <legend>{t('fair.kind')}</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="verifier__kind-option">
            <input type="radio" name={`${id}-kind`} value={kind} checked={values.kind === kind} onChange={() => setValues((previous) => ({ ...previous, kind }))} />
            {t(kind === 'game' ? 'fair.kindGame' : 'fair.kindPair')}
          </label>
        ))}
      </fieldset>

      <div className="verifier__fields">
        {fields.map((field) => (
          <label key={field.key} className={`verifier__field ${field.wide ? 'verifier__field--wide' : ''}`} htmlFor={`${id}-${field.key}`}>
            <span>{field.label}</span>
            {field.key === 'userSeeds' ? (
              <textarea id={`${id}-${field.key}`} className="fair-input fair-input--mono fair-input--area" rows={Math.max(2, players.length)} value={values.userSeeds} spellCheck="false" autoComplete="off" onChange={set(field.key)} />
            ) : (
              <input
                id={`${id}-${field.key}`}
                className={`fair-input ${field.mono ? 'fair-input--mono' : ''}`}
                value={values[field.key]}
                inputMode={field.numeric ? 'numeric' : undefined}
                spellCheck="false"
                autoComplete="off"
                onChange={set(field.key)}
              />
            )}
          </label>
        ))}
      </div>

      <div className="verifier__result" role="status">
        {canHash ? (
          <>
            <div className="verifier__point">
              <span>{t('fair.computedPoint')}</span>
              <strong data-testid="computed-roll-point">{computed.rollPoint ?? '—'}</strong>
              <small>/ {ROLL_POINT_MAX}</small>
            </div>
            <VerdictBoard>
              <ul className="verifier__checks">
                <Verdict ok={hashVerdict} testId="hash-check">
                  {hashVerdict === null ? t('fair.hashUnknown') : hashVerdict ? t('fair.hashMatches') : t('fair.hashMismatch')}
                </Verdict>
                {clientSeedVerdict !== null && (
                  <Verdict ok={clientSeedVerdict} testId="client-seed-check">
                    {clientSeedVerdict ? t('fair.clientSeedMatches') : t('fair.clientSeedMismatch')}
                  </Verdict>
                )}
                {recordedPoint !== null && (
                  <Verdict ok={pointVerdict} testId="point-check">
                    {pointVerdict === null ? t('fair.pointUnknown', { point: recordedPoint }) : pointVerdict ? t('fair.pointMatches', { point: recordedPoint }) : t('fair.pointMismatch', { point: recordedPoint })}
                  </Verdict>
                )}
                {odds &&
                  (parsePercentOddsId(odds.id) ? (
                    <PercentOddsCheck odds={odds} point={computed.rollPoint ?? recordedPoint} pointRecomputed={computed.rollPoint !== null} />
                  ) : parsePrayOddsId(odds.id) ? (
                    <PrayOddsCheck odds={odds} point={computed.rollPoint ?? recordedPoint} pointRecomputed={computed.rollPoint !== null} />
                  ) : (
                    <OddsCheck odds={odds} point={computed.rollPoint ?? recordedPoint} pointRecomputed={computed.rollPoint !== null} />
                  ))}
                {computed.error && <Verdict ok={false}>{t('fair.computeError')}</Verdict>}
                {provenance.map((line) => (
                  <Verdict key={line.testId} ok={line.ok} testId={line.testId}>
                    {line.text}
                  </Verdict>
                ))}
              </ul>
            </VerdictBoard>
            {computed.publicHash && (
              <p className="verifier__hash">
                SHA-256(secret + salt) = <code>{computed.publicHash}</code>
              </p>
            )}
            {computed.clientSeed && (
              <p className="verifier__hash">
                SHA-256(userSeeds.join(":")) = <code data-testid="computed-client-seed">{computed.clientSeed}</code>
              </p>
            )}
          </>
        ) : (
          <p className="verifier__no-crypto" data-testid="no-webcrypto">
            {t('fair.noWebCrypto')}
          </p>
        )}
      </div>
    </div>
  );
}
