import { useMemo, type CSSProperties } from 'react';
import type { BoxOrnament, Ornament } from '@lootbay/shared/schemas/catalog';
import { GLOW_FROM_GRADE } from '@lootbay/shared/catalog';
import { buildStrip, useRouletteMotion, WIN_INDEX, type SpinSpeed } from '../hooks/use-roulette';
import './boxes.css';

interface RouletteProps {
  readonly pool: readonly BoxOrnament[];
  readonly won: Ornament;
  readonly seed: number;
  readonly speed: SpinSpeed;
  readonly skipped: boolean;
  readonly compact?: boolean;
  readonly onDone: () => void;
}

/** A horizontal strip of item cards that decelerates until the marker rests on the won item. */
export function Roulette({ pool, won, seed, speed, skipped, compact = false, onDone }: RouletteProps) {
  const strip = useMemo(() => buildStrip(pool, won, seed), [pool, won, seed]);
  const { viewportRef, winRef, offset, durationMs, done } = useRouletteMotion(seed, speed, skipped, onDone);

  return (
    <div className={`roulette ${compact ? 'roulette--compact' : ''} ${done ? 'roulette--done' : ''}`} ref={viewportRef} data-testid="roulette" data-won-id={won.id}>
      <ul
        className="roulette__strip"
        style={{ transform: `translate3d(${-offset}px, 0, 0)`, transitionDuration: `${durationMs}ms` } as CSSProperties}
        aria-hidden="true"
      >
        {strip.map((item, index) => (
          <li
            key={index}
            ref={index === WIN_INDEX ? winRef : undefined}
            className={`roulette__card ${done && index === WIN_INDEX ? `roulette__card--won ${item.grade >= GLOW_FROM_GRADE ? 'roulette__card--rare' : ''}` : ''}`}
            style={{ '--grade': item.gradeColor } as CSSProperties}
            data-ornament-id={item.id}
            data-ornament-name={item.name}
          >
            <img src={item.image} alt="" loading={Math.abs(index - WIN_INDEX) < 8 || index < 8 ? 'eager' : 'lazy'} decoding="async" />
            <span className="roulette__weapon">{item.weapon}</span>
            <span className="roulette__skin">{item.skin}</span>
          </li>
        ))}
      </ul>
      <span className="roulette__marker" data-testid="roulette-marker" aria-hidden="true" />
      {done && <span className="visually-hidden" role="status">{won.name}</span>}
    </div>
  );
}
