import type { ForgePool } from '@lootbay/shared/schemas/forge';
import { Price } from '../../../components/ui/price';
import { BandRange } from './band-range';
import './forge.css';
import { useTranslation } from '../../../lib/i18n';

interface ForgeBandsProps {
  readonly pools: readonly ForgePool[];
  /** The band the chosen items fall in, and the band whose odds are on show. */
  readonly currentId: string | null;
  readonly shownId: string | null;
  readonly onShow: (boxId: string) => void;
}

/** Every band of input value with its published return and best prize; any band's odds can be looked at. */
export function ForgeBands({ pools, currentId, shownId, onShow }: ForgeBandsProps) {
  const { t } = useTranslation();
  return (
    <div className="forge-bands__scroll">
      <table className="forge-bands">
        <caption className="visually-hidden">{t('forge.bandsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('forge.band')}</th>
            <th scope="col">{t('forge.inputValue')}</th>
            <th scope="col">{t('forge.expectedReturn')}</th>
            <th scope="col" className="forge-bands__top">
              {t('forge.topPrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {pools.map((pool) => (
            <tr key={pool.boxId} className={pool.boxId === currentId ? 'forge-bands__row--current' : ''} data-pool-id={pool.boxId}>
              <th scope="row">
                <button type="button" className="forge-bands__show" aria-pressed={pool.boxId === shownId} onClick={() => onShow(pool.boxId)}>
                  {pool.name}
                </button>
              </th>
              <td>
                <BandRange pool={pool} />
              </td>
              <td>
                <Price amount={pool.expectedReturn} />
              </td>
              <td className="forge-bands__top">
                <Price amount={pool.topPrice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
