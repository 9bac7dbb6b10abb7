import type { ExponentPurchase } from '@lootbay/shared/schemas/exponent';
import { Price } from '../../../components/ui/price';
import { DirectionTag } from './direction-tag';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

/** Who bought into the round, in purchase order: the order their seeds take in the client seed. */
export function BuyerList({ buyers, total }: { readonly buyers: readonly ExponentPurchase[]; readonly total: number }) {
  const { t } = useTranslation();
  if (buyers.length === 0) return <p className="box-page__subtitle">{t('exponent.buyersEmpty')}</p>;
  return (
    <>
      <ol className="buyer-list" data-testid="exponent-buyers">
        {buyers.map((buyer) => (
          <li key={buyer.id} className="buyer-list__row">
            <span className="buyer-list__seq">{buyer.seq + 1}</span>
            <span className="buyer-list__name">{buyer.nickname}</span>
            <img className="buyer-list__box" src={buyer.box.image} alt="" title={buyer.box.name} />
            <DirectionTag direction={buyer.direction} />
            <Price amount={buyer.price} />
          </li>
        ))}
      </ol>
      {total > buyers.length && <p className="box-page__subtitle">{t('exponent.buyersMore', { count: total - buyers.length })}</p>}
    </>
  );
}
