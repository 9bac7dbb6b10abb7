import { Link } from 'react-router';
import type { Box } from '@lootbay/shared/schemas/catalog';
import { BOX_KIND } from '@lootbay/shared/catalog';
import { Price } from '../../../components/ui/price';
import './boxes.css';
import { useTranslation } from '../../../lib/i18n';

/** A box on the shelf: picture, name, price (or the level a free box needs). */
export function BoxCard({ box }: { readonly box: Box }) {
  const { t } = useTranslation();
  const free = box.kind === BOX_KIND.free;
  return (
    <Link to={`/box-info?id=${encodeURIComponent(box.id)}`} className={`box-card ${free ? 'box-card--free' : ''}`} data-box-id={box.id}>
      <span className="box-card__glow" aria-hidden="true" />
      <img className="box-card__image" src={box.image} alt="" loading="lazy" decoding="async" />
      <span className="box-card__name">{box.name}</span>
      {free ? <span className="box-card__level">{t('boxes.freeBadge', { level: box.level })}</span> : <Price amount={box.price} className="box-card__price" />}
    </Link>
  );
}
