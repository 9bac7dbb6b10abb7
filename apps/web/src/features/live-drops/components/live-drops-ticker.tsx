import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { useLiveDrops } from '../hooks/use-live-drops';
import './live-drops.css';
import { useTranslation } from '../../../lib/i18n';

/** The site-wide strip of the newest drops, fed by the socket. */
export function LiveDropsTicker() {
  const { t } = useTranslation();
  const drops = useLiveDrops();
  return (
    <section className="live-drops" aria-label={t('drops.title')}>
      <div className="live-drops__label">
        <span className="live-drops__dot" aria-hidden="true" />
        {t('drops.title')}
      </div>
      {drops.length === 0 ? (
        <p className="live-drops__empty">
          <span className="live-drops__empty-text">{t('drops.empty')}</span>
          <Link to="/#boxes" className="live-drops__empty-action">
            {t('drops.emptyAction')}
          </Link>
        </p>
      ) : (
        <ol className="live-drops__list" aria-live="off">
          {drops.map((drop) => (
            <li key={drop.openId} className="live-drops__item" style={{ '--grade': drop.gradeColor } as CSSProperties}>
              <Link to={`/box-info?id=${encodeURIComponent(drop.boxId)}`} className="live-drops__link" title={`${drop.nickname} · ${drop.name}`}>
                <img src={drop.image} alt="" loading="lazy" decoding="async" />
                <span className="live-drops__text">
                  <span className="live-drops__name">{drop.name}</span>
                  <span className="live-drops__who">
                    <span className="live-drops__nickname">{drop.nickname}</span>
                    <Price amount={drop.price} className="live-drops__price" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
