import type { ExponentDirection } from '@lootbay/shared/fairness/exponent';
import type { ExponentOffer, ExponentPurchase } from '@lootbay/shared/schemas/exponent';
import { Price } from '../../../components/ui/price';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

interface OfferCardProps {
  readonly offer: ExponentOffer;
  /** The member's purchase of this box in the round in play, if any: it is final. */
  readonly bought: ExponentPurchase | null;
  /** Why the buttons do nothing now (the limit, the round ending); null when they may be pressed. */
  readonly blocked: string | null;
  /** The direction being bought right now, while its request runs. */
  readonly buying: ExponentDirection | null;
  readonly onChoose: (direction: ExponentDirection) => void;
}

/** A weapon box on offer: its price, the index box a match gives, and a rise and a fall button. */
export function OfferCard({ offer, bought, blocked, buying, onChoose }: OfferCardProps) {
  const { t } = useTranslation();
  const button = (direction: ExponentDirection) => {
    const mine = bought?.direction === direction;
    return (
      <button
        type="button"
        className={`offer-card__call offer-card__call--${direction} ${mine ? 'offer-card__call--mine' : ''}`}
        disabled={bought !== null || blocked !== null || buying !== null}
        aria-pressed={mine}
        onClick={() => onChoose(direction)}
        data-testid={`exponent-${direction}-${offer.boxId}`}
      >
        {buying === direction ? (
          <span className="spinner spinner--sm" aria-hidden="true" />
        ) : (
          <span className="offer-card__arrow" aria-hidden="true">
            {direction === 'rise' ? '▲' : '▼'}
          </span>
        )}
        {t(direction === 'rise' ? 'exponent.rise' : 'exponent.fall')}
      </button>
    );
  };
  return (
    <li className={`offer-card ${bought ? `offer-card--bought offer-card--${bought.direction}` : ''}`} data-testid="exponent-offer" data-box-id={offer.boxId}>
      <div className="offer-card__head">
        <img className="offer-card__image" src={offer.image} alt="" loading="lazy" />
        <div className="offer-card__names">
          <strong>{offer.name}</strong>
          <Price amount={offer.price} />
        </div>
      </div>
      <p className="offer-card__prize">
        {t('exponent.indexBox', { name: offer.indexBox.name })}
        <small>{t('exponent.returnRate', { rate: (offer.returnRate / 100).toFixed(1) })}</small>
      </p>
      <div className="offer-card__calls">
        {button('rise')}
        {button('fall')}
      </div>
      <p className="offer-card__state" role="status">
        {bought ? t('exponent.boughtCall', { direction: t(bought.direction === 'rise' ? 'exponent.rise' : 'exponent.fall') }) : blocked}
      </p>
    </li>
  );
}
