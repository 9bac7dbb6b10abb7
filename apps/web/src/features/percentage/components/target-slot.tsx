import type { Ornament } from '@lootbay/shared/schemas/catalog';
import { Icon } from '../../../components/ui/icon';
import { ItemCard } from '../../../components/ui/item-card';
import './percentage.css';
import { useTranslation } from '../../../lib/i18n';

interface TargetSlotProps {
  readonly target: Ornament | null;
  /** The id of the picker to send the player to. */
  readonly pickerId: string;
}

/** The item played for, beside the dial; without one, the way to the picker (spec: an item must be chosen first). */
export function TargetSlot({ target, pickerId }: TargetSlotProps) {
  const { t } = useTranslation();
  return (
    <div className="arena__side arena__side--target">
      <h3 className="arena__label">{t('percentage.targetTitle')}</h3>
      {target ? (
        <>
          <ItemCard ornament={target} className="arena__target" />
          <a className="arena__change" href={`#${pickerId}`}>
            {t('percentage.changeTarget')}
          </a>
        </>
      ) : (
        <a className="arena__empty" href={`#${pickerId}`}>
          <Icon name="percent" size={28} />
          {t('percentage.chooseTarget')}
        </a>
      )}
    </div>
  );
}
