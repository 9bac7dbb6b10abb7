import { Link } from 'react-router';
import type { ExponentPurchase, ExponentRound } from '@lootbay/shared/schemas/exponent';
import { Icon } from '../../../components/ui/icon';
import { formatChange, formatIndex } from '../hooks/format-index';
import { DirectionTag } from './direction-tag';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

interface RoundOutcomeProps {
  /** The settled round the member bought into. */
  readonly round: ExponentRound;
  /** What the member bought in it, as they saw it. */
  readonly purchases: readonly ExponentPurchase[];
  readonly onDismiss: () => void;
}

/** The result of a round the member bought into: which way the index went, and what each call gave. */
export function RoundOutcome({ round, purchases, onDismiss }: RoundOutcomeProps) {
  const { t } = useTranslation();
  if (!round.result) return null;
  const matched = purchases.filter((purchase) => purchase.direction === round.result);
  return (
    <section className={`round-outcome round-outcome--${matched.length > 0 ? 'won' : 'lost'}`} role="status" data-testid="exponent-outcome" data-result={round.result}>
      <div className={`round-outcome__arrow round-outcome__arrow--${round.result}`} aria-hidden="true">
        {round.result === 'rise' ? '▲' : '▼'}
      </div>
      <div className="round-outcome__text">
        <h2>
          {t('exponent.outcomeTitle', { issue: round.issue })} <DirectionTag direction={round.result} result />
        </h2>
        <p>
          {formatIndex(round.openIndex)} → {formatIndex(round.index)} ({formatChange(round.openIndex, round.index)}) · {t('exponent.rollPoint', { point: round.rollPoint ?? 0 })}
        </p>
        <ul className="round-outcome__calls">
          {purchases.map((purchase) => (
            <li key={purchase.id} className={purchase.direction === round.result ? 'round-outcome__call--matched' : 'round-outcome__call--missed'}>
              {purchase.box.name}: <DirectionTag direction={purchase.direction} /> → {purchase.direction === round.result ? t('exponent.gotIndexBox') : t('exponent.gotGraffiti')}
            </li>
          ))}
        </ul>
        <p className="round-outcome__links">
          {matched.length > 0 && <Link to="/exponent_bag">{t('exponent.openBoxesNow', { count: matched.length })}</Link>}
          {matched.length < purchases.length && <Link to="/bag">{t('exponent.seeGraffiti')}</Link>}
          <Link to={`/fair?exponent=${round.issue}`}>{t('exponent.verifyRound')}</Link>
        </p>
      </div>
      <button type="button" className="round-outcome__close" onClick={onDismiss} aria-label={t('exponent.dismiss')}>
        <Icon name="close" size={18} />
      </button>
    </section>
  );
}
