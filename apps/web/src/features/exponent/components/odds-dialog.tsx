import type { CSSProperties } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { HashValue } from '../../../components/ui/hash-value';
import { Price } from '../../../components/ui/price';
import { useIndexBoxOdds } from '../api/get-index-box';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

interface OddsDialogProps {
  readonly box: { readonly id: string; readonly name: string; readonly oddsVersion: number } | null;
  readonly onClose: () => void;
}

/** An index box's items with their roll point ranges and chances, at the odds version it opens with. */
export function OddsDialog({ box, onClose }: OddsDialogProps) {
  const { t } = useTranslation();
  const odds = useIndexBoxOdds(box);
  return (
    <Dialog open={box !== null} title={t('exponent.oddsTitle', { name: box?.name ?? '' })} onClose={onClose} closeLabel={t('exponent.dismiss')}>
      {odds.data ? (
        <>
          <p className="box-page__subtitle">
            {t('exponent.oddsLead', { version: odds.data.oddsVersion })} <HashValue value={odds.data.oddsHash} copyLabel={t('boxes.copyHash')} copiedText={t('boxes.hashCopied')} />
          </p>
          <ul className="odds-list" data-testid="exponent-odds">
            {odds.data.ornaments.map((item) => (
              <li key={`${item.id}-${item.rollFrom}`} style={{ '--grade': item.gradeColor } as CSSProperties}>
                <img src={item.image} alt="" loading="lazy" />
                <span className="odds-list__name">
                  {item.weapon} | {item.skin}
                  <small>
                    {item.rollFrom}–{item.rollTo}
                  </small>
                </span>
                <Price amount={item.price} />
                <strong>{item.probability}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="box-page__subtitle" aria-busy={odds.isPending}>
          {odds.isError ? t('exponent.loadError') : t('exponent.loading')}
        </p>
      )}
    </Dialog>
  );
}
