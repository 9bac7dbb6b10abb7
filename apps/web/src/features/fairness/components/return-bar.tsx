import type { CSSProperties } from 'react';
import type { TransparencyBox } from '@lootbay/shared/schemas/statistics';
import './transparency.css';

/** The bar's right end, basis points: every return up to 150% of the price fits. */
const SCALE = 15_000;

const at = (basisPoints: number) => `${(Math.min(basisPoints, SCALE) / SCALE) * 100}%`;

/**
 * A box's return at a glance: the published return as a tick, the measured one as a dot, and the
 * 95% confidence interval around it as a band; the tick inside the band is what fair odds look like.
 */
export function ReturnBar({ box, label }: { readonly box: TransparencyBox; readonly label: string }) {
  const style = { '--published': at(box.published), '--measured': at(box.measured), '--low': at(box.low), '--high': at(box.high) } as CSSProperties;
  return (
    <div className="return-bar" style={style} role="img" aria-label={label}>
      <span className="return-bar__band" />
      <span className="return-bar__published" />
      <span className="return-bar__measured" />
    </div>
  );
}
