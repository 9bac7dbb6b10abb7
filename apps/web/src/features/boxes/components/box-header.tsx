import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import { BOX_KIND } from '@lootbay/shared/catalog';
import { Price } from '../../../components/ui/price';
import './boxes.css';
import { useTranslation } from '../../../lib/i18n';

/** The box's picture, name, price and what one open returns on average. */
export function BoxHeader({ box }: { readonly box: BoxDetail }) {
  const { t } = useTranslation();
  const returnPercent = box.price > 0 ? ((box.expectedReturn / box.price) * 100).toFixed(1) : null;
  return (
    <header className="box-header">
      <img className="box-header__image" src={box.image} alt="" />
      <div className="box-header__copy">
        <h1 className="box-header__name">{box.name}</h1>
        <div className="box-header__facts">
          {box.kind === BOX_KIND.free ? (
            <span className="box-header__badge">{t('boxes.freeBadge', { level: box.level })}</span>
          ) : (
            <Price amount={box.price} className="box-header__price" label={t('boxes.price')} />
          )}
          <span className="box-header__fact">
            {t('boxes.expectedReturn')} <Price amount={box.expectedReturn} />
            {returnPercent && <span className="box-header__rtp">({returnPercent}%)</span>}
          </span>
          <span className="box-header__fact">{t('boxes.itemCount', { count: box.ornaments.length })}</span>
          <span className="box-header__fact">{t('boxes.oddsVersion', { version: box.oddsVersion })}</span>
        </div>
      </div>
    </header>
  );
}
