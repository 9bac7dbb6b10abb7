import type { CSSProperties } from 'react';
import type { PublicDrop } from '@lootbay/shared/schemas/statistics';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';

/** One drop in a public list: the item's picture and name, its value, the masked opener and the box. */
export function PublicDropRow({ drop, rank }: { readonly drop: PublicDrop; readonly rank?: number }) {
  const { t } = useTranslation();
  return (
    <li className="drop-row" style={{ '--grade': drop.ornament.gradeColor } as CSSProperties} data-open-id={drop.openId}>
      {rank !== undefined && <span className="drop-row__rank">{rank}</span>}
      <img className="drop-row__image" src={drop.ornament.image} alt="" loading="lazy" decoding="async" />
      <span className="drop-row__text">
        <span className="drop-row__name">{drop.ornament.name}</span>
        <span className="drop-row__meta">
          <span className="drop-row__who">{drop.nickname}</span> · {t('statistics.from', { box: drop.boxName })}
        </span>
      </span>
      <Price amount={drop.ornament.price} className="drop-row__price" />
    </li>
  );
}
