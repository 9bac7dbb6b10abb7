import { percentageExpectedWin } from '@lootbay/shared/fairness/percentage';
import { Price } from '../../../components/ui/price';
import { formatChance } from '../../../lib/format-chance';
import { shownChance } from './shown-chance';
import './percentage.css';
import { useTranslation } from '../../../lib/i18n';

/** Hundredths of a percent in a whole return: 100%. */
const WHOLE = 10_000;

interface PlayFactsProps {
  readonly chance: number;
  readonly stakeValue: number;
  readonly targetPrice: number | null;
  /** Null until the catalogue answers. */
  readonly rtp: number | null;
}

/**
 * The numbers a play is decided by, before it is made: its chance, what is staked, what the target
 * is worth, what it gives back on average, and the house edge said openly (what the game keeps
 * of every stake on average).
 */
export function PlayFacts({ chance, stakeValue, targetPrice, rtp }: PlayFactsProps) {
  const { t } = useTranslation();
  const expected = targetPrice === null ? null : percentageExpectedWin(chance, targetPrice);
  return (
    <div className="play-facts">
      <dl className="fact-grid">
        <div>
          <dt>{t('percentage.chance')}</dt>
          <dd data-testid="play-chance">{targetPrice === null ? '—' : shownChance(chance)}</dd>
        </div>
        <div>
          <dt>{t('percentage.stakeValue')}</dt>
          <dd>
            <Price amount={stakeValue} />
          </dd>
        </div>
        <div>
          <dt>{t('percentage.targetPrice')}</dt>
          <dd>{targetPrice === null ? '—' : <Price amount={targetPrice} />}</dd>
        </div>
        <div>
          <dt>{t('percentage.expectedReturn')}</dt>
          <dd data-testid="play-expected">
            {expected === null ? (
              '—'
            ) : (
              <>
                <Price amount={expected} />
                {stakeValue > 0 && <small>{t('percentage.expectedShare', { share: ((expected / stakeValue) * 100).toFixed(1) })}</small>}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('percentage.houseEdge')}</dt>
          <dd data-testid="house-edge">{rtp === null ? '—' : formatChance(WHOLE - rtp)}</dd>
        </div>
      </dl>
      {rtp !== null && <p className="play-facts__rule">{t('percentage.rule', { rtp: formatChance(rtp) })}</p>}
    </div>
  );
}
