import type { CSSProperties } from 'react';
import type { ArenaBattle, ArenaDrop } from '@lootbay/shared/schemas/arena';
import { Price } from '../../../components/ui/price';
import './battle-stage.css';

interface RoundReelProps {
  /** What the seat opened this round; null before the round is played. */
  readonly drop: ArenaDrop | null;
  /** The box this round opens. */
  readonly box: ArenaBattle['boxes'][number] | undefined;
  /** Spin to the item (a round just played), or show it at rest (a round seen before). */
  readonly spin: boolean;
  /** The spin has stopped on the item. */
  readonly onLanded?: () => void;
}

/**
 * One seat's reel for the round in play: the box's picture runs past and stops on the item the
 * seat opened, glowing in its grade's colour, within the seat's `--spin-ms`. Mounted afresh for each round.
 */
export function RoundReel({ drop, box, spin, onLanded }: RoundReelProps) {
  const style = { '--grade': drop?.gradeColor ?? 'var(--border-strong)' } as CSSProperties;
  return (
    <div className={`reel ${drop ? 'reel--landed' : 'reel--idle'} ${spin ? 'reel--spin' : ''}`} style={style} data-testid="round-reel" data-round={drop?.round ?? ''}>
      <div className="reel__window">
        {drop ? (
          <div className="reel__strip" onAnimationEnd={onLanded}>
            {[0, 1, 2].map((index) => (
              <img key={index} className="reel__blur" src={box?.image ?? drop.image} alt="" />
            ))}
            <img className="reel__item" src={drop.image} alt="" />
          </div>
        ) : (
          box && <img className="reel__box" src={box.image} alt="" />
        )}
      </div>
      {drop ? (
        <p className="reel__caption">
          <span className="reel__name">
            {drop.weapon} | {drop.skin}
          </span>
          <Price amount={drop.price} />
        </p>
      ) : (
        <p className="reel__caption reel__caption--idle">{box?.name ?? ''}</p>
      )}
    </div>
  );
}
