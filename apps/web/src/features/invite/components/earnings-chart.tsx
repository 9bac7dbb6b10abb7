import { formatMoney } from '@lootbay/shared/money';
import type { InviteDay } from '@lootbay/shared/schemas/invite';
import { useTranslation } from '../../../lib/i18n';

const WIDTH = 560;
const HEIGHT = 160;
const AXIS = 18;

/** Rebates of the last settled days as bars, oldest on the left, each with its amount on hover and for screen readers. */
export function EarningsChart({ days }: { days: readonly InviteDay[] }) {
  const { t } = useTranslation();
  const ordered = [...days].reverse();
  const top = Math.max(1, ...ordered.map((day) => day.amount));
  const slot = WIDTH / Math.max(ordered.length, 7);
  const bar = Math.min(40, slot * 0.6);
  return (
    <section className="iv-card iv-chart" aria-label={t('invite.earnings')}>
      <h2 className="iv-card__title">{t('invite.earnings')}</h2>
      {ordered.length === 0 ? (
        <p className="iv-card__hint">{t('invite.earningsEmpty')}</p>
      ) : (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className="iv-chart__svg" role="img" aria-label={t('invite.chartLabel', { days: ordered.length })}>
          <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="iv-chart__axis" />
          {ordered.map((day, index) => {
            const height = Math.max(2, (day.amount / top) * (HEIGHT - 24));
            const x = index * slot + (slot - bar) / 2;
            return (
              <g key={day.day} data-testid="invite-chart-bar">
                <title>{`${day.day}: ${formatMoney(day.amount)}`}</title>
                <rect x={x} y={HEIGHT - height} width={bar} height={height} rx={4} className="iv-chart__bar" />
                <text x={x + bar / 2} y={HEIGHT - height - 6} textAnchor="middle" className="iv-chart__value">
                  {formatMoney(day.amount)}
                </text>
                <text x={x + bar / 2} y={HEIGHT + 14} textAnchor="middle" className="iv-chart__label">
                  {day.day.slice(5)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </section>
  );
}
