import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import './battle-stage.css';
import { useTranslation } from '../../../lib/i18n';

/** The battle's boxes as its rounds: the ones played ticked, the one in play lit. */
export function RoundTrack({ boxes, rounds, live }: { readonly boxes: ArenaBattle['boxes']; readonly rounds: number; readonly live: boolean }) {
  const { t } = useTranslation();
  return (
    // Focusable: on a phone the rounds scroll sideways, and a keyboard must reach them too.
    <ol className="round-track" aria-label={t('arena.roundsLabel')} tabIndex={0} data-testid="round-track" data-rounds={rounds}>
      {boxes.map((box, index) => {
        const state = index < rounds ? 'played' : index === rounds && live ? 'next' : 'waiting';
        return (
          <li key={index} className={`round-track__box round-track__box--${state}`} aria-current={index === rounds - 1 ? 'step' : undefined}>
            <span className="round-track__label">
              {state === 'played' && <Icon name="check" size={12} />}
              {t('arena.roundShort', { round: index + 1 })}
            </span>
            <img src={box.image} alt="" />
            <span className="round-track__name">{box.name}</span>
            <Price amount={box.price} />
          </li>
        );
      })}
    </ol>
  );
}
