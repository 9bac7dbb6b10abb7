import { formatMoney } from '@lootbay/shared/money';
import type { StatisticsDay } from '@lootbay/shared/schemas/statistics';
import { Bar } from '../../../components/ui/chart/bar';
import { Baseline } from '../../../components/ui/chart/baseline';
import { ChartFrame } from '../../../components/ui/chart/chart-frame';
import { bandScale } from '../../../components/ui/chart/scale';
import { useTranslation } from '../../../lib/i18n';

const SLOT = 10;
const BAR = 4;
const HEIGHT = 100;

/**
 * Spent and won per day as pairs of bars, in inline SVG; each day names its numbers on hover and
 * to screen readers. Heights share one scale, so a day's two bars compare at a glance.
 */
export function DayChart({ days }: { readonly days: readonly StatisticsDay[] }) {
  const { t } = useTranslation();
  const top = Math.max(1, ...days.flatMap((day) => [day.spent, day.won]));
  const height = (value: number) => (value === 0 ? 0 : Math.max(1.5, (value / top) * HEIGHT));
  const width = days.length * SLOT;
  const slots = bandScale(days.length, 0, width);
  const middle = days[Math.floor(days.length / 2)];
  return (
    <figure className="day-chart">
      <div className="day-chart__scale" aria-hidden="true">
        <span>{formatMoney(top)}</span>
        <span>0</span>
      </div>
      <ChartFrame width={width} height={HEIGHT} stretch label={t('statistics.chartLabel')} className="day-chart__plot" testId="day-chart">
        <Baseline width={width} y={HEIGHT - 0.5} className="day-chart__axis" />
        {days.map((day, index) => (
          <g key={day.day} data-day={day.day}>
            <title>{t('statistics.dayDetail', { day: day.day, spent: formatMoney(day.spent), won: formatMoney(day.won), opens: day.opens })}</title>
            <rect x={slots.start(index)} y="0" width={SLOT} height={HEIGHT} className="day-chart__hit" />
            <Bar x={slots.start(index) + 1} width={BAR} from={HEIGHT} to={HEIGHT - height(day.spent)} className="day-chart__bar day-chart__bar--spent" />
            <Bar x={slots.start(index) + 1 + BAR} width={BAR} from={HEIGHT} to={HEIGHT - height(day.won)} className="day-chart__bar day-chart__bar--won" />
          </g>
        ))}
      </ChartFrame>
      <figcaption className="day-chart__days" aria-hidden="true">
        <span>{days[0]?.day.slice(5)}</span>
        <span>{middle?.day.slice(5)}</span>
        <span>{days[days.length - 1]?.day.slice(5)}</span>
      </figcaption>
      <ul className="day-chart__legend">
        <li className="day-chart__key day-chart__key--spent">{t('statistics.spent')}</li>
        <li className="day-chart__key day-chart__key--won">{t('statistics.won')}</li>
      </ul>
    </figure>
  );
}
