import { useEffect, useState } from 'react';
import { formatChance } from '../../../lib/format-chance';
import { usePercentOdds } from '../api/get-percent-odds';
import { checkPercentOdds, type PercentTableCheck } from '../hooks/check-percent-odds';
import { parsePercentOddsId } from '../hooks/percent-odds-id';
import type { RecordedOdds } from './odds-check';
import { Verdict } from './verdict';
import './fairness.css';
import { useTranslation } from '../../../lib/i18n';

interface PercentOddsCheckProps {
  readonly odds: RecordedOdds;
  readonly point: number | null;
  readonly pointRecomputed: boolean;
}

/**
 * Checks the odds a percentage play used: hashes the play's table in this browser and compares it
 * with the hash recorded with the roll, checks that the target owns exactly the chance's share of
 * the roll points, and shows whether the roll point selects the recorded item (target or graffiti).
 */
export function PercentOddsCheck({ odds, point, pointRecomputed }: PercentOddsCheckProps) {
  const { t } = useTranslation();
  const table = usePercentOdds(parsePercentOddsId(odds.id));
  const [check, setCheck] = useState<{ readonly point: number | null; readonly result: PercentTableCheck } | 'failed' | null>(null);

  useEffect(() => {
    if (!table.data) return;
    let current = true;
    checkPercentOdds(table.data, point)
      .then((result) => current && setCheck({ point, result }))
      .catch(() => current && setCheck('failed'));
    return () => {
      current = false;
    };
  }, [table.data, point]);

  if (table.isError || check === 'failed') return <Verdict ok={false}>{t('fair.oddsLoadError', { id: odds.id })}</Verdict>;
  if (!table.data || !check || check.point !== point) return <Verdict ok={null}>{t('fair.oddsLoading', { id: odds.id })}</Verdict>;

  const { hash, fair, selected } = check.result;
  const chance = formatChance(table.data.chance);
  const itemName = (target: boolean, itemId: string) => (target ? t('fair.percentTarget') : t('fair.percentGraffiti', { id: itemId }));
  const recorded = table.data.entries.find((entry) => entry.itemId === odds.outcome);
  return (
    <>
      {odds.hash !== null && (
        <Verdict ok={hash === odds.hash} testId="odds-hash-check">
          {t(hash === odds.hash ? 'fair.percentHashMatches' : 'fair.percentHashMismatch')}
        </Verdict>
      )}
      <Verdict ok={fair} testId="percent-chance-check">
        {t(fair ? 'fair.percentChanceMatches' : 'fair.percentChanceMismatch', { chance, to: table.data.entries[0]?.to ?? 0 })}
      </Verdict>
      {point !== null && (
        <Verdict ok={selected !== null && selected.entry.itemId === odds.outcome} testId="outcome-check">
          {selected === null
            ? t('fair.outcomeNone', { point })
            : t(selected.entry.itemId === odds.outcome ? 'fair.outcomeMatches' : 'fair.outcomeMismatch', {
                point,
                item: itemName(selected.target, selected.entry.itemId),
                from: selected.entry.from,
                to: selected.entry.to,
                recorded: recorded ? itemName(recorded === table.data.entries[0], recorded.itemId) : (odds.outcome ?? '—'),
              })}
          {!pointRecomputed && <span className="verdict__note"> {t('fair.recordedPointNote')}</span>}
        </Verdict>
      )}
      <li className="verifier__hash">
        SHA-256({odds.id}) = <code data-testid="computed-odds-hash">{hash}</code>
      </li>
    </>
  );
}
