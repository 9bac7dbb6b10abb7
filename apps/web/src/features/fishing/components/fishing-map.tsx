import type { CSSProperties } from 'react';
import { FISHING_GROUNDS } from '@lootbay/shared/constants';
import { formatMoney } from '@lootbay/shared/money';
import type { FishPlace } from '@lootbay/shared/schemas/fishing';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import './fishing.css';
import { useTranslation } from '../../../lib/i18n';

interface FishingMapProps {
  readonly places: readonly FishPlace[];
  readonly selectedId: number | null;
  /** The spot of the member's running session, marked with a bobber. */
  readonly activePlaceId: number | null;
  /** The deepest level the member's rods reach: deeper spots show a lock. */
  readonly rodLevel: number;
  readonly onSelect: (id: number) => void;
}

type Ground = 1 | 2 | 3 | 4 | 5;
type Depth = 1 | 2 | 3;

/** The grounds side by side, each a column of water getting deeper: one tile per spot, with its return per cast. */
export function FishingMap({ places, selectedId, activePlaceId, rodLevel, onSelect }: FishingMapProps) {
  const { t } = useTranslation();
  const grounds = Array.from({ length: FISHING_GROUNDS }, (_, index) => (index + 1) as Ground);
  return (
    <div className="fish-map" role="group" aria-label={t('fishing.mapTitle')}>
      {grounds.map((ground) => (
        <div key={ground} className="fish-map__ground" style={{ '--ground': ground } as CSSProperties}>
          <h3 className="fish-map__name">{t(`fishing.grounds.g${ground}`)}</h3>
          {places
            .filter((place) => place.ground === ground)
            .sort((a, b) => a.level - b.level)
            .map((place) => {
              const locked = place.rodLevel > rodLevel;
              const active = place.id === activePlaceId;
              const best = place.topItems[0];
              const classes = ['fish-spot', `fish-spot--level-${place.level}`, place.id === selectedId ? 'fish-spot--selected' : '', !place.open ? 'fish-spot--closed' : '', active ? 'fish-spot--active' : ''].filter(Boolean).join(' ');
              return (
                <button key={place.id} type="button" className={classes} aria-pressed={place.id === selectedId} onClick={() => onSelect(place.id)} data-testid={`fish-spot-${place.id}`}>
                  {best && <img className="fish-spot__catch" src={best.image} alt="" loading="lazy" decoding="async" />}
                  <span className="fish-spot__depth">{t(`fishing.depths.d${place.level as Depth}`)}</span>
                  {place.open ? <Price amount={place.expectedReturn} className="fish-spot__return" label={t('fishing.expectedReturn')} /> : <span className="fish-spot__return">{t('fishing.closed')}</span>}
                  {best && <span className="fish-spot__best">{t('fishing.upTo', { price: formatMoney(best.price) })}</span>}
                  <span className="fish-spot__need">
                    {locked && <Icon name="lock" size={12} />}
                    {place.rodLevel === 0 ? t('fishing.handLine') : t('fishing.rodLevel', { level: place.rodLevel })}
                  </span>
                  {active && <span className="fish-spot__bobber" aria-label={t('fishing.here')} />}
                </button>
              );
            })}
        </div>
      ))}
    </div>
  );
}
