import { formatMoney } from '@lootbay/shared/money';
import type { BoxOrnament } from '@lootbay/shared/schemas/catalog';
import { ChartFrame } from '../../../components/ui/chart/chart-frame';
import { linearScale, ticksBetween } from '../../../components/ui/chart/scale';
import { ValueGrid } from '../../../components/ui/chart/value-grid';
import './boxes.css';
import { useTranslation } from '../../../lib/i18n';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 56, right: 32, top: 16, bottom: 40 };

/**
 * Value against probability: each item is a dot at (price, chance), both on log scales because
 * prices span cents to thousands and chances span 0.001% to tens of percent. The dashed line is
 * the box price, or what else one roll costs (the forge's input value), named by `priceLabel`.
 */
export function OddsChart({ ornaments, boxPrice, priceLabel }: { readonly ornaments: readonly BoxOrnament[]; readonly boxPrice: number; readonly priceLabel?: string }) {
  const { t } = useTranslation();
  const points = ornaments.map((item) => ({ item, price: Math.max(1, item.price), chance: (item.rollTo - item.rollFrom + 1) / 1000 }));
  if (points.length === 0) return null;
  const prices = points.map((point) => Math.log10(point.price)).concat(Math.log10(Math.max(1, boxPrice)));
  const chances = points.map((point) => Math.log10(point.chance));
  const [xMin, xMax] = [Math.floor(Math.min(...prices)), Math.ceil(Math.max(...prices))];
  const [yMin, yMax] = [Math.floor(Math.min(...chances)), Math.ceil(Math.max(...chances))];
  // At least one decade wide, so a single price or chance does not divide by zero.
  const x = linearScale([xMin, xMin + Math.max(1, xMax - xMin)], [PAD.left, WIDTH - PAD.right]);
  const y = linearScale([yMin, yMin + Math.max(1, yMax - yMin)], [HEIGHT - PAD.bottom, PAD.top]);
  const priceX = x(Math.log10(Math.max(1, boxPrice)));

  return (
    <figure className="odds-chart">
      <ChartFrame width={WIDTH} height={HEIGHT} label={t('boxes.chartTitle')}>
        <ValueGrid ticks={ticksBetween(yMin, yMax, 1)} y={y} left={PAD.left} right={WIDTH - PAD.right} format={(tick) => `${10 ** tick}%`} lineClassName={() => 'odds-chart__grid'} labelClassName="odds-chart__label" />
        {ticksBetween(xMin, xMax, 1).map((tick) => (
          <text key={`x${tick}`} x={x(tick)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" className="odds-chart__label">
            {formatMoney(10 ** tick)}
          </text>
        ))}
        <line x1={priceX} x2={priceX} y1={PAD.top} y2={HEIGHT - PAD.bottom} className="odds-chart__price" />
        <text x={priceX + 4} y={PAD.top + 10} className="odds-chart__label odds-chart__price-label">
          {priceLabel ?? t('boxes.chartBoxPrice')}
        </text>
        {points.map(({ item, price, chance }) => (
          <circle key={item.id} cx={x(Math.log10(price))} cy={y(Math.log10(chance))} r={6} fill={item.gradeColor} className="odds-chart__dot">
            <title>{`${item.name} · ${formatMoney(item.price)} · ${item.probability}`}</title>
          </circle>
        ))}
        <text x={(WIDTH + PAD.left) / 2} y={HEIGHT - 6} textAnchor="middle" className="odds-chart__axis">
          {t('boxes.chartValue')}
        </text>
      </ChartFrame>
      <figcaption>{t('boxes.chartCaption')}</figcaption>
    </figure>
  );
}
