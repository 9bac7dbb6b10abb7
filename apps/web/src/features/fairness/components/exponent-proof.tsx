import { useMemo, type CSSProperties } from 'react';
import { EXPONENT_RISE_POINTS } from '@lootbay/shared/fairness/exponent';
import { ROLL_POINT_MAX } from '@lootbay/shared/fairness/roll';
import { formatMoney } from '@lootbay/shared/money';
import type { ExponentRoundProof } from '../api/get-exponent-round';
import { checkExponent } from '../hooks/check-exponent-round';
import { useGameCheck } from '../hooks/use-game-check';
import { hasWebCrypto } from '../hooks/web-crypto';
import { GameCheckPending } from './game-check-pending';
import { GameSeedValues } from './game-seed-values';
import { roundRecordDiffers, type RoundRecordBody } from '@lootbay/shared/fairness/chain-records';
import { useProvenance } from '../hooks/use-provenance';
import { ProofHeadline } from './proof-headline';
import { ProofLines, useShownLines, type ShownLine } from './proof-lines';
import './fairness.css';
import './exponent-proof.css';
import { useTranslation } from '../../../lib/i18n';

/** Which parts of a settled round as shown differ from its chained record. */
function roundDiffers(body: string, proof: ExponentRoundProof) {
  return roundRecordDiffers(JSON.parse(body) as RoundRecordBody, proof);
}

/**
 * Verifies an exponent round in this browser: the commitment made before it opened, the client
 * seed from the issue and the buyers' seeds, the roll point, the result and the index (✓ or ✗
 * each), with the roll point drawn on the rise and fall halves of 1..100000.
 */
export function ExponentProof({ proof }: { readonly proof: ExponentRoundProof }) {
  const { t } = useTranslation();
  const canHash = hasWebCrypto();
  const result = useGameCheck(canHash ? proof : null, checkExponent);
  const { round, buyers } = proof;
  const settled = round.status === 'settled';
  const beacon = useMemo(() => (settled ? { round: round.beacon, closedAt: round.endsAt, committedAt: round.committedAt } : null), [settled, round]);
  const provenance = useShownLines(useProvenance({ kind: 'round', ref: settled ? round.issue : null, shown: proof, differs: roundDiffers, beacon }));
  const failed = result === 'failed';
  if (!canHash || failed || result === null) return <GameCheckPending canHash={canHash} failed={failed ? t('exponent.fairLoadError') : null} />;
  const sealed = round.secret === null;
  const direction = (value: 'rise' | 'fall' | null) => (value === null ? '—' : t(value === 'rise' ? 'exponent.rose' : 'exponent.fell'));
  const call = (value: 'rise' | 'fall') => t(value === 'rise' ? 'exponent.rise' : 'exponent.fall');

  const lines: ShownLine[] = [
    { ok: result.committedBefore, text: t(result.committedBefore ? 'exponent.fairCommitted' : 'exponent.fairCommittedLate'), testId: 'exponent-committed-check' },
    ...(result.hashOk === null ? [] : [{ ok: result.hashOk, text: t(result.hashOk ? 'fair.hashMatches' : 'fair.hashMismatch'), testId: 'exponent-hash-check' }]),
    ...(result.clientSeedOk === null ? [] : [{ ok: result.clientSeedOk, text: t(result.clientSeedOk ? 'exponent.fairSeedMatches' : 'exponent.fairSeedMismatch', { count: buyers.length }), testId: 'exponent-seed-check' }]),
    ...(result.pointOk === null ? [] : [{ ok: result.pointOk, text: t('exponent.fairPoint', { point: result.point ?? '—', recorded: round.rollPoint ?? '—' }), testId: 'exponent-point-check' }]),
    ...(result.resultOk === null ? [] : [{ ok: result.resultOk, text: t('exponent.fairResult', { result: direction(result.result), recorded: direction(round.result) }), testId: 'exponent-result-check' }]),
    ...(result.indexOk === null
      ? []
      : [{ ok: result.indexOk, text: t('exponent.fairIndex', { from: formatMoney(round.openIndex), to: formatMoney(result.index ?? 0), recorded: formatMoney(round.index) }), testId: 'exponent-index-check' }]),
    ...provenance,
  ];
  return (
    <div className="game-proof" data-testid="exponent-proof">
      <ProofHeadline lines={lines} />
      <p className="fair-summary">
        {t('exponent.fairChecking', { issue: round.issue, count: buyers.length })}
        {sealed && <strong className="fair-sealed"> {t('exponent.fairSealed')}</strong>}
      </p>
      <GameSeedValues className="game-proof__values" publicHash={round.publicHash} clientSeed={round.clientSeed} secret={round.secret} salt={round.salt} />
      {result.point !== null && (
        <div className="exponent-scale" style={{ '--point': `${(result.point / ROLL_POINT_MAX) * 100}%`, '--half': `${(EXPONENT_RISE_POINTS / ROLL_POINT_MAX) * 100}%` } as CSSProperties} data-testid="exponent-scale">
          <div className="exponent-scale__bar">
            <span className="exponent-scale__rise">{t('exponent.fairRiseHalf')}</span>
            <span className="exponent-scale__fall">{t('exponent.fairFallHalf')}</span>
            <span className={`exponent-scale__marker exponent-scale__marker--${result.result}`}>{result.point}</span>
          </div>
        </div>
      )}
      <ProofLines lines={lines} />
      {buyers.length > 0 && (
        <div className="game-proof__table-wrap">
          <table className="game-proof__table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('exponent.fairBuyer')}</th>
                <th scope="col">{t('exponent.fairCall')}</th>
                <th scope="col">{t('fair.userSeed')}</th>
              </tr>
            </thead>
            <tbody>
              {[...buyers]
                .sort((a, b) => a.seq - b.seq)
                .map((buyer) => (
                  <tr key={buyer.id}>
                    <td>{buyer.seq + 1}</td>
                    <td>{buyer.nickname}</td>
                    <td>{call(buyer.direction)}</td>
                    <td>
                      <code>{buyer.userSeed ?? '—'}</code>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
