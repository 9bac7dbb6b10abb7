import type { CSSProperties } from 'react';
import { PERCENTAGE_MAX_ITEMS } from '@lootbay/shared/constants';
import type { BackpackItem } from '@lootbay/shared/schemas/backpack';
import { Price } from '../../../components/ui/price';
import './percentage.css';
import { useTranslation } from '../../../lib/i18n';

interface StakeSlotProps {
  readonly items: readonly BackpackItem[];
  readonly coins: number;
  /** The id of the backpack picker to send the player to. */
  readonly pickerId: string;
}

/** What is staked, beside the dial: the chosen items in their eight places, and the coins. */
export function StakeSlot({ items, coins, pickerId }: StakeSlotProps) {
  const { t } = useTranslation();
  return (
    <div className="arena__side arena__side--stake">
      <h3 className="arena__label">{t('percentage.stakeTitle')}</h3>
      <ul className="item-slots stake-slots" aria-label={t('percentage.stakedItems', { count: items.length, max: PERCENTAGE_MAX_ITEMS })}>
        {Array.from({ length: PERCENTAGE_MAX_ITEMS }, (_, index) => {
          const item = items[index];
          return item ? (
            <li key={item.id} className="item-slots__item" style={{ '--grade': item.ornament.gradeColor } as CSSProperties} title={item.ornament.name}>
              <img src={item.ornament.image} alt={item.ornament.name} />
            </li>
          ) : (
            <li key={`empty-${index}`} className="item-slots__item item-slots__item--empty" aria-hidden="true" />
          );
        })}
      </ul>
      <p className="arena__coins">
        {t('percentage.plusCoins')} <Price amount={coins} />
      </p>
      <a className="arena__change" href={`#${pickerId}`}>
        {t('percentage.chooseItems', { max: PERCENTAGE_MAX_ITEMS })}
      </a>
    </div>
  );
}
