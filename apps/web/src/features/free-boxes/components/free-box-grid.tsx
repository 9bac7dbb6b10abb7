import type { FreeBox } from '@lootbay/shared/schemas/activity';
import { FreeBoxCard } from './free-box-card';
import './free-boxes.css';

interface FreeBoxGridProps {
  readonly list: readonly FreeBox[];
  readonly memberLevel: number | null;
  readonly busy: boolean;
  readonly onOpen: (box: FreeBox) => void;
}

/** The free level boxes, lowest level first. */
export function FreeBoxGrid({ list, memberLevel, busy, onOpen }: FreeBoxGridProps) {
  return (
    <div className="free-grid" data-testid="free-boxes">
      {list.map((box) => (
        <FreeBoxCard key={box.id} box={box} memberLevel={memberLevel} busy={busy} onOpen={onOpen} />
      ))}
    </div>
  );
}
