import { useEffect, useState } from 'react';
import { usePrayOdds } from '../api/get-pray-odds';
import { checkPrayOdds, type PrayTableCheck } from '../hooks/check-pray-odds';
import { parsePrayOddsId } from '../hooks/pray-odds-id';
import type { RecordedOdds } from './odds-check';
import { Verdict } from './verdict';
import './fairness.css';
import { useTranslation } from '../../../lib/i18n';

interface PrayOddsCheckProps {
  readonly odds: RecordedOdds;
  readonly point: number | null;
  readonly pointRecomputed: boolean;
}

/**
 * Checks the odds a daily wish used: hashes the draw's table in this browser against the hash
 * recorded with the roll, checks it is the wish's rule (the wished item on the winning points,
 * nothing elsewhere), and shows whether the roll point selects what was recorded.
 */
export function PrayOddsCheck({ odds, point, pointRecomputed }: PrayOddsCheckProps) {
  const { t } = useTranslation();
  const drawId = parsePrayOddsId(odds.id);
  const table = usePrayOdds(drawId);
  const [check, setCheck] = useState<{ readonly point: number | null; readonly result: PrayTableCheck } | 'failed' | null>(null);

  useEffect(() => {
    if (!table.data || drawId === null) return;
    let current = true;
    checkPrayOdds(drawId, table.data, point)
      .then((result) => current && setCheck({ point, result }))
      .catch(() => current && setCheck('failed'));
    return () => {
      current = false;
    };
  }, [table.data, drawId, point]);

  if (table.isError || check === 'failed') return <Verdict ok={false}>{t('fair.oddsLoadError', { id: odds.id })}</Verdict>;
  if (!table.data || !check || check.point !== point) return <Verdict ok={null}>{t('fair.oddsLoading', { id: odds.id })}</Verdict>;

  const { hash, fair, selected } = check.result;
  const to = table.data.entries[0]?.to ?? 0;
  const itemName = (wished: boolean) => (wished ? t('fair.prayWished') : t('fair.prayNothing'));
  const recorded = table.data.entries.findIndex((entry) => entry.itemId === odds.outcome);
  return (
    <>
      {odds.hash !== null && (
        <Verdict ok={hash === odds.hash} testId="odds-hash-check">
          {t(hash === odds.hash ? 'fair.prayHashMatches' : 'fair.prayHashMismatch')}
        </Verdict>
      )}
      <Verdict ok={fair} testId="pray-rule-check">
        {t(fair ? 'fair.prayRuleMatches' : 'fair.prayRuleMismatch', { to })}
      </Verdict>
      {point !== null && (
        <Verdict ok={selected !== null && selected.entry.itemId === odds.outcome} testId="outcome-check">
          {selected === null
            ? t('fair.outcomeNone', { point })
            : t(selected.entry.itemId === odds.outcome ? 'fair.outcomeMatches' : 'fair.outcomeMismatch', {
                point,
                item: itemName(selected.wished),
                from: selected.entry.from,
                to: selected.entry.to,
                recorded: recorded >= 0 ? itemName(recorded === 0) : (odds.outcome ?? '—'),
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
