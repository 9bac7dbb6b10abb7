import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import './arena.css';

/** A battle's boxes in the order they open, as small pictures named for assistive technology. */
export function BoxStrip({ boxes, label }: { readonly boxes: ArenaBattle['boxes']; readonly label: string }) {
  return (
    <ul className="box-strip" aria-label={label}>
      {boxes.map((box, index) => (
        <li key={index} className="box-strip__box" title={box.name}>
          <img src={box.image} alt={box.name} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
