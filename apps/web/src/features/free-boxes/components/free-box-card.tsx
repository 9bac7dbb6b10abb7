import { Link } from 'react-router';
import type { FreeBox } from '@lootbay/shared/schemas/activity';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { FreeBoxState } from './free-box-state';
import { LevelMeter } from './level-meter';
import './free-boxes.css';
import { useTranslation } from '../../../lib/i18n';

interface FreeBoxCardProps {
  readonly box: FreeBox;
  readonly memberLevel: number | null;
  readonly busy: boolean;
  readonly onOpen: (box: FreeBox) => void;
}

/** A free level box: its level against the member's, locked or open, its countdown after an open, and its details. */
export function FreeBoxCard({ box, memberLevel, busy, onOpen }: FreeBoxCardProps) {
  const { t } = useTranslation();
  const signedIn = memberLevel !== null;
  // A visitor's boxes are all locked until they sign in: they show neither as open nor as out of reach.
  const state = !signedIn ? 'visitor' : box.locked ? 'locked' : box.nextAt !== null ? 'waiting' : 'open';
  const href = `/freeboxdetails?id=${encodeURIComponent(box.id)}`;
  return (
    <article className={`free-card free-card--${state}`} data-free-box-id={box.id} data-state={state} aria-labelledby={`free-${box.id}-title`}>
      <Link to={href} className="free-card__art" tabIndex={-1} aria-hidden="true">
        <img src={box.image} alt="" loading="lazy" decoding="async" />
        {state === 'locked' && (
          <span className="free-card__lock">
            <Icon name="lock" size={22} />
          </span>
        )}
      </Link>
      <div className="free-card__body">
        <span className="free-card__level">Lv.{box.level}</span>
        <h3 id={`free-${box.id}-title`} className="free-card__title">
          <Link to={href}>{box.name}</Link>
        </h3>
        <span className="free-card__return">
          {t('freebox.expectedReturn')} <Price amount={box.expectedReturn} />
        </span>
      </div>
      <LevelMeter level={box.level} memberLevel={memberLevel} />
      <FreeBoxState box={box} signedIn={signedIn} busy={busy} onOpen={onOpen} />
      <Link className="free-card__details" to={href}>
        {t('freebox.details')}
        <Icon name="chevronRight" size={16} />
      </Link>
    </article>
  );
}
