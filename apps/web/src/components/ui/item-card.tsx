import type { CSSProperties, ReactNode } from 'react';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import { Price } from './price';
import './ui.css';

interface ItemCardProps {
  readonly ornament: Ornament;
  readonly compact?: boolean;
  readonly footer?: ReactNode;
  readonly className?: string;
  /** False when the footer shows a price of its own (a mall price). */
  readonly showPrice?: boolean;
  /** One of the first cards of a page: its picture loads at once instead of when scrolled to. */
  readonly firstScreen?: boolean;
}

/** An item as a CS2 storefront card: rarity glow, picture, weapon, skin, wear and price. */
export function ItemCard({ ornament, compact = false, footer, className, showPrice = true, firstScreen = false }: ItemCardProps) {
  return (
    <div className={`item-card ${compact ? 'item-card--compact' : ''} ${className ?? ''}`} style={{ '--grade': ornament.gradeColor } as CSSProperties} data-ornament-id={ornament.id}>
      <img className="item-card__image" src={ornament.image} alt="" loading={firstScreen ? 'eager' : 'lazy'} decoding="async" />
      <span className="item-card__weapon">{ornament.weapon}</span>
      <span className="item-card__name">{ornament.skin}</span>
      {!compact && <span className="item-card__wear">{ornament.wearName}</span>}
      {showPrice && <Price amount={ornament.price} className="item-card__price" />}
      {footer}
    </div>
  );
}
