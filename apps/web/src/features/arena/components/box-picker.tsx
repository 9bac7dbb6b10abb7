import { ARENA_MAX_BOXES } from '@lootbay/shared/constants';
import type { Box } from '@lootbay/shared/schemas/catalog';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import './battle-builder.css';
import { useTranslation } from '../../../lib/i18n';

interface BoxPickerProps {
  readonly boxes: readonly Box[];
  /** The chosen boxes' ids in battle order; a box may be chosen more than once. */
  readonly chosen: readonly string[];
  readonly disabled: boolean;
  readonly onAdd: (box: Box) => void;
}

/** The boxes a battle may hold: each adds one more round; repeats are allowed up to eight in all. */
export function BoxPicker({ boxes, chosen, disabled, onAdd }: BoxPickerProps) {
  const { t } = useTranslation();
  const full = chosen.length >= ARENA_MAX_BOXES;
  return (
    <ul className="box-picker">
      {boxes.map((box) => {
        const count = chosen.filter((id) => id === box.id).length;
        return (
          <li key={box.id} className={`box-tile ${count > 0 ? 'box-tile--chosen' : ''}`} data-box-id={box.id}>
            {count > 0 && <span className="box-tile__count">×{count}</span>}
            <img className="box-tile__image" src={box.image} alt="" loading="lazy" decoding="async" />
            <span className="box-tile__name">{box.name}</span>
            <Price amount={box.price} />
            <button type="button" className="box-tile__add" onClick={() => onAdd(box)} disabled={disabled || full} aria-label={t('arena.addBox', { name: box.name })}>
              <Icon name="plus" size={16} />
              {t('arena.add')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
