import { formatMoney } from '@lootbay/shared/money';
import type { InviteDay } from '@lootbay/shared/schemas/invite';
import { Bar } from '../../../components/ui/chart/bar';
import { Baseline } from '../../../components/ui/chart/baseline';
import { ChartFrame } from '../../../components/ui/chart/chart-frame';
import { bandScale } from '../../../components/ui/chart/scale';
import { useTranslation } from '../../../lib/i18n';

const WIDTH = 560;
const HEIGHT = 160;
const AXIS = 18;

/** Rebates of the last settled days as bars, oldest on the left, each with its amount on hover and for screen readers. */
export function EarningsChart({ days }: { days: readonly InviteDay[] }) {
  const { t } = useTranslation();
  const ordered = [...days].reverse();
  const top = Math.max(1, ...ordered.map((day) => day.amount));
  // At least a week's slots, so a few days do not make fat bars.
  const slots = bandScale(Math.max(ordered.length, 7), 0, WIDTH);
  const bar = Math.min(40, slots.width * 0.6);
  return (
    <section className="iv-card iv-chart" aria-label={t('invite.earnings')}>
      <h2 className="iv-card__title">{t('invite.earnings')}</h2>
      {ordered.length === 0 ? (
        <p className="iv-card__hint">{t('invite.earningsEmpty')}</p>
      ) : (
        <ChartFrame width={WIDTH} height={HEIGHT + AXIS} label={t('invite.chartLabel', { days: ordered.length })} className="iv-chart__svg">
          <Baseline width={WIDTH} y={HEIGHT} className="iv-chart__axis" />
          {ordered.map((day, index) => {
            const height = Math.max(2, (day.amount / top) * (HEIGHT - 24));
            const x = slots.start(index) + (slots.width - bar) / 2;
            return (
              <g key={day.day} data-testid="invite-chart-bar">
                <title>{`${day.day}: ${formatMoney(day.amount)}`}</title>
                <Bar x={x} width={bar} from={HEIGHT} to={HEIGHT - height} rx={4} className="iv-chart__bar" />
                <text x={x + bar / 2} y={HEIGHT - height - 6} textAnchor="middle" className="iv-chart__value">
                  {formatMoney(day.amount)}
                </text>
                <text x={x + bar / 2} y={HEIGHT + 14} textAnchor="middle" className="iv-chart__label">
                  {day.day.slice(5)}
                </text>
              </g>
            );
          })}
        </ChartFrame>
      )}
    </section>
  );
}
