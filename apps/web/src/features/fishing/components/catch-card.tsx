import type { CSSProperties } from 'react';
import type { FishCatch } from '@lootbay/shared/schemas/fishing';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { proofLink } from '../../../lib/proof-link';
import './fishing.css';
import { useTranslation } from '../../../lib/i18n';

interface CatchCardProps {
  readonly item: FishCatch;
  /** Opens a shut catch box; left out where boxes are only shown. */
  readonly onOpen?: (item: FishCatch) => void;
  readonly opening?: boolean;
  /** Just opened here: the card turns over. */
  readonly fresh?: boolean;
}

/** A catch: a shut catch box with its open button, or the item it gave with its roll's proof. */
export function CatchCard({ item, onOpen, opening = false, fresh = false }: CatchCardProps) {
  const { t } = useTranslation();
  if (!item.opened || !item.ornament) {
    return (
      <div className="catch-card catch-card--shut" data-catch-id={item.id} data-testid="catch-box">
        <span className="catch-card__box" aria-hidden="true">
          <Icon name="box" size={34} />
        </span>
        <span className="catch-card__title">{t('fishing.catchBox', { seq: item.seq })}</span>
        {onOpen && (
          <Button size="sm" onClick={() => onOpen(item)} disabled={opening}>
            {opening ? t('fishing.opening') : t('fishing.open')}
          </Button>
        )}
      </div>
    );
  }
  const ornament = item.ornament;
  return (
    <div className={`catch-card ${fresh ? 'catch-card--fresh' : ''}`} style={{ '--grade': ornament.gradeColor } as CSSProperties} data-catch-id={item.id} data-ornament-id={ornament.id} data-testid="catch-item">
      <img className="catch-card__image" src={ornament.image} alt="" loading="lazy" decoding="async" />
      <span className="catch-card__weapon">{ornament.weapon}</span>
      <span className="catch-card__title">{ornament.skin || ornament.weapon}</span>
      <Price amount={ornament.price} className="catch-card__price" />
      {item.rollId && (
        <ButtonLink to={proofLink(item.rollId)} variant="ghost" size="sm" className="catch-card__proof">
          <Icon name="shield" size={14} />
          {t('fishing.proof')}
        </ButtonLink>
      )}
    </div>
  );
}
