import { exchangeDifference, type MallItem } from '@lootbay/shared/schemas/shop';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import './shop.css';
import { useTranslation } from '../../../lib/i18n';

interface ExchangeSummaryProps {
  readonly target: MallItem;
  readonly givenCount: number;
  readonly givenValue: number;
  /** Item value still missing after the member's diamonds (`exchangeShortfall`); 0 when the exchange is covered. */
  readonly shortfall: number;
  /** Back to the mall, to pick a cheaper item. */
  readonly onPickAnother: () => void;
}

/** What an exchange gives and takes: the items' value against the mall item's price, and the difference in diamonds. */
export function ExchangeSummary({ target, givenCount, givenValue, shortfall, onPickAnother }: ExchangeSummaryProps) {
  const { t } = useTranslation();
  const difference = exchangeDifference(givenValue, target.price);
  return (
    <div className="trade" data-testid="exchange-summary">
      <dl className="trade__sides">
        <div className="trade__side">
          <dt>{t('shop.youGive')}</dt>
          <dd>
            {t('shop.givenItems', { count: givenCount })}
            <small>
              {t('shop.worth')} <Price amount={givenValue} />
            </small>
          </dd>
        </div>
        <Icon name="chevronRight" size={20} className="trade__arrow" />
        <div className="trade__side">
          <dt>{t('shop.youGet')}</dt>
          <dd>
            {target.ornament.name}
            <small>
              {t('shop.priceLabel')} <Price amount={target.price} currency={target.currency} />
            </small>
          </dd>
        </div>
      </dl>
      {givenCount > 0 && (
        <p className={`trade__difference ${difference < 0 ? 'trade__difference--charge' : ''}`} data-testid="exchange-difference">
          {difference >= 0 ? t('shop.credited') : t('shop.charged')} <Price amount={Math.abs(difference)} currency="diamond" />
        </p>
      )}
      {shortfall > 0 && (
        <div className="trade__short" id="exchange-short" data-testid="exchange-short">
          <p>
            <Icon name="info" size={16} /> {t('shop.shortBy')} <Price amount={shortfall} />
          </p>
          <p className="trade__short-why">
            {t('shop.diamondsOnlyFromExchanges')} {t('shop.chooseMoreOrCheaper')}
          </p>
          <Button variant="secondary" size="sm" onClick={onPickAnother}>
            {t('shop.pickCheaper')}
          </Button>
        </div>
      )}
    </div>
  );
}
