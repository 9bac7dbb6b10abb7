import type { ExponentDirection } from '@lootbay/shared/fairness/exponent';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

/** Rise or fall as a coloured tag with its arrow, so the call reads at a glance. */
export function DirectionTag({ direction, result = false }: { readonly direction: ExponentDirection; readonly result?: boolean }) {
  const { t } = useTranslation();
  const label = result ? t(direction === 'rise' ? 'exponent.rose' : 'exponent.fell') : t(direction === 'rise' ? 'exponent.rise' : 'exponent.fall');
  return (
    <span className={`direction-tag direction-tag--${direction}`}>
      <span aria-hidden="true">{direction === 'rise' ? '▲' : '▼'}</span>
      {label}
    </span>
  );
}
