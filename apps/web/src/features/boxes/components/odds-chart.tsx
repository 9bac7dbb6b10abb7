import { formatMoney } from '@lootbay/shared/money';
import type { BoxOrnament } from '@lootbay/shared/schemas/catalog';
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
  const x = (value: number) => PAD.left + ((value - xMin) / Math.max(1, xMax - xMin)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => HEIGHT - PAD.bottom - ((value - yMin) / Math.max(1, yMax - yMin)) * (HEIGHT - PAD.top - PAD.bottom);
  const xTicks = Array.from({ length: xMax - xMin + 1 }, (_, index) => xMin + index);
  const yTicks = Array.from({ length: yMax - yMin + 1 }, (_, index) => yMin + index);
  const priceX = x(Math.log10(Math.max(1, boxPrice)));

  return (
    <figure className="odds-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('boxes.chartTitle')}>
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="odds-chart__grid" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" className="odds-chart__label">
              {`${10 ** tick}%`}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
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
      </svg>
      <figcaption>{t('boxes.chartCaption')}</figcaption>
    </figure>
  );
}
