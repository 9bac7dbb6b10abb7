import { useEffect, useMemo, useState } from 'react';
import { useBoxOdds } from '../api/get-box-odds';
import { parseBoxOddsId } from '../hooks/box-odds-id';
import { checkBoxOdds, type BoxOddsCheck } from '../hooks/check-box-odds';
import { Verdict } from './verdict';
import './fairness.css';
import { useTranslation } from '../../../lib/i18n';

/** What was recorded with a roll about the odds it was looked up in. */
export interface RecordedOdds {
  /** The odds version, e.g. `box:recoil@3`. */
  readonly id: string;
  readonly hash: string | null;
  /** The item id the roll selected, as recorded. */
  readonly outcome: string | null;
}

interface OddsCheckProps {
  readonly odds: RecordedOdds;
  /** The roll point to look up: the recomputed one once the secret is revealed, else the recorded one. */
  readonly point: number | null;
  readonly pointRecomputed: boolean;
}

/**
 * Checks the odds a roll used: hashes the published version in this browser, compares it with
 * the hash recorded with the roll and the hash published for the version, and shows which item
 * the roll point selects there — green when it is the recorded item, red when it is not.
 */
export function OddsCheck({ odds, point, pointRecomputed }: OddsCheckProps) {
  const { t } = useTranslation();
  const version = useMemo(() => parseBoxOddsId(odds.id), [odds.id]);
  const table = useBoxOdds(version);
  const [check, setCheck] = useState<{ readonly point: number | null; readonly result: BoxOddsCheck } | 'failed' | null>(null);

  useEffect(() => {
    if (!table.data || !version) return;
    let current = true;
    checkBoxOdds(table.data, version.version, point)
      .then((result) => current && setCheck({ point, result }))
      .catch(() => current && setCheck('failed'));
    return () => {
      current = false;
    };
  }, [table.data, version, point]);

  if (!version) return <Verdict ok={null}>{t('fair.oddsUnknown', { id: odds.id })}</Verdict>;
  // Odds a roll names that the server cannot produce are a failure of the proof, not a pause in it.
  if (table.isError || check === 'failed') return <Verdict ok={false}>{t('fair.oddsLoadError', { id: odds.id })}</Verdict>;
  if (!table.data || !check || check.point !== point) return <Verdict ok={null}>{t('fair.oddsLoading', { id: odds.id })}</Verdict>;

  const { hash, selected } = check.result;
  const names = { box: table.data.name, version: version.version };
  const recorded = table.data.ornaments.find((item) => item.id === odds.outcome);
  return (
    <>
      {odds.hash !== null && (
        <Verdict ok={hash === odds.hash} testId="odds-hash-check">
          {t(hash === odds.hash ? 'fair.oddsHashMatches' : 'fair.oddsHashMismatch', names)}
        </Verdict>
      )}
      <Verdict ok={hash === table.data.oddsHash} testId="odds-published-check">
        {t(hash === table.data.oddsHash ? 'fair.oddsPublishedMatches' : 'fair.oddsPublishedMismatch', names)}
      </Verdict>
      {point !== null && (
        <Verdict ok={selected !== null && selected.id === odds.outcome} testId="outcome-check">
          {selected === null
            ? t('fair.outcomeNone', { point })
            : t(selected.id === odds.outcome ? 'fair.outcomeMatches' : 'fair.outcomeMismatch', {
                point,
                item: selected.name,
                from: selected.rollFrom,
                to: selected.rollTo,
                recorded: recorded?.name ?? odds.outcome ?? '—',
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
