import type { CSSProperties } from 'react';
import type { BoxOrnament } from '@lootbay/shared/schemas/catalog';
import { Price } from '../../../components/ui/price';
import './boxes.css';
import { useTranslation } from '../../../lib/i18n';

/** The published odds: every item with its roll point range, which is its probability exactly. */
export function OddsTable({ ornaments }: { readonly ornaments: readonly BoxOrnament[] }) {
  const { t } = useTranslation();
  const rows = [...ornaments].sort((a, b) => b.price - a.price);
  return (
    <div className="odds-table__scroll">
      <table className="odds-table">
        <caption className="visually-hidden">{t('boxes.oddsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('boxes.item')}</th>
            <th scope="col">{t('boxes.price')}</th>
            <th scope="col">{t('boxes.probability')}</th>
            <th scope="col">{t('boxes.rollRange')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.id} style={{ '--grade': item.gradeColor } as CSSProperties}>
              <th scope="row">
                <span className="odds-table__item">
                  <img src={item.image} alt="" loading="lazy" decoding="async" />
                  <span>
                    <span className="odds-table__name">{item.name}</span>
                    <span className="odds-table__rarity">
                      {item.rarityName} · {item.wearName}
                    </span>
                  </span>
                </span>
              </th>
              <td>
                <Price amount={item.price} />
              </td>
              <td className="odds-table__probability">
                {item.probability}
                <span className="odds-table__range-inline">
                  {item.rollFrom} – {item.rollTo}
                </span>
              </td>
              <td className="odds-table__range">
                {item.rollFrom} – {item.rollTo}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
