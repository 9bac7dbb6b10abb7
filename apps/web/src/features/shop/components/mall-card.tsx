import type { MallItem } from '@lootbay/shared/schemas/shop';
import { Button } from '../../../components/ui/button';
import { ItemCard } from '../../../components/ui/item-card';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';

interface MallCardProps {
  readonly item: MallItem;
  readonly onBuy: (item: MallItem) => void;
  readonly onExchange: (item: MallItem) => void;
  /** Among the cards a phone shows first. */
  readonly firstScreen?: boolean;
}

/** One mall item: its card, the mall's price in its currency, the stock left, and the two ways to get it. */
export function MallCard({ item, onBuy, onExchange, firstScreen = false }: MallCardProps) {
  const { t } = useTranslation();
  return (
    <li className="mall-card" data-mall-id={item.id}>
      <ItemCard
        ornament={item.ornament}
        showPrice={false}
        firstScreen={firstScreen}
        footer={
          <div className="mall-card__foot">
            <div className="mall-card__price">
              <Price amount={item.price} currency={item.currency} label={t('shop.priceLabel')} />
              <span className={`mall-card__stock ${item.stock <= 3 ? 'mall-card__stock--low' : ''}`}>{t('shop.stock', { count: item.stock })}</span>
            </div>
            <div className="mall-card__actions">
              <Button size="sm" onClick={() => onBuy(item)} data-testid="buy" aria-label={t('shop.buyOne', { name: item.ornament.name })}>
                {t('shop.buy')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onExchange(item)} data-testid="exchange" aria-label={t('shop.exchangeFor', { name: item.ornament.name })}>
                {t('shop.exchange')}
              </Button>
            </div>
          </div>
        }
      />
    </li>
  );
}
