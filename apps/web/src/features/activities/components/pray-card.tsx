import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { PrayDraw } from '@lootbay/shared/schemas/activity';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { formatChance } from '../../../lib/format-chance';
import { proofLink } from '../../../lib/proof-link';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useChoosePrayItem } from '../api/choose-pray-item';
import { useDrawPray } from '../api/draw-pray';
import { usePrayState } from '../api/get-pray-state';
import { ActivityCard } from './activity-card';
import './activities.css';
import { useTranslation } from '../../../lib/i18n';

interface PrayCardProps {
  readonly token: string | null;
  readonly onLoginRequired: () => void;
}

/** Today's draw: the wished item, the roll point against the winning points, and its proof. */
function PrayResult({ draw }: { readonly draw: PrayDraw }) {
  const { t } = useTranslation();
  return (
    <div className={`pray-result ${draw.win ? 'pray-result--won' : ''}`} data-testid="pray-result" data-win={draw.win}>
      <img src={draw.ornament.image} alt="" />
      <div className="pray-result__copy">
        <strong>{draw.win ? t('activity.prayWon', { item: draw.ornament.name }) : t('activity.prayLost', { item: draw.ornament.name })}</strong>
        <span>{t('activity.prayPoint', { point: draw.rollPoint, win: draw.winPoints })}</span>
        <span className="pray-result__links">
          <Link to={proofLink(draw.rollId)} data-testid="pray-proof">
            <Icon name="shield" size={14} />
            {t('activity.proof')}
          </Link>
          <span>{t('activity.prayTomorrow')}</span>
        </span>
      </div>
    </div>
  );
}

/** The daily wish: choose one of today's items, then one free draw with a published 1% chance, provable. */
export function PrayCard({ token, onLoginRequired }: PrayCardProps) {
  const { t } = useTranslation();
  const state = usePrayState(token);
  const choose = useChoosePrayItem();
  const draw = useDrawPray();
  const data = state.data;
  const chance = data ? formatChance(data.winPoints / 10) : null;

  function drawNow(): void {
    // A new click is a new request: its retries (a lost answer, a seed sent first) reuse this id.
    draw.mutate(newRequestId(), { onError: (error) => showToast('error', error.message) });
  }

  return (
    <ActivityCard icon="sparkles" title={t('activity.prayTitle')} testId="pray-activity" aside={chance && <span className="activity-card__tag">{t('activity.prayChance', { chance })}</span>}>
      {!token ? (
        <>
          <p className="activity-card__lead">{t('activity.prayVisitor')}</p>
          <Button size="sm" variant="secondary" onClick={onLoginRequired} className="activity-card__more">
            {t('activity.signIn')}
          </Button>
        </>
      ) : state.isError ? (
        <p className="activity-card__lead">{t('activity.loadError')}</p>
      ) : !data ? (
        <p className="activity-card__lead" aria-busy="true">
          {t('activity.loading')}
        </p>
      ) : data.draw ? (
        <PrayResult draw={data.draw} />
      ) : (
        <>
          <p className="activity-card__lead">{data.chosen ? t('activity.prayChosen') : t('activity.prayChoose')}</p>
          <ul className="pray-items" aria-label={t('activity.prayItems')}>
            {data.list.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="pray-item"
                  style={{ '--grade': item.gradeColor } as CSSProperties}
                  aria-pressed={data.chosen === item.id}
                  title={`${item.name} · ${item.wearName}`}
                  disabled={choose.isPending || draw.isPending}
                  onClick={() => choose.mutate(item.id)}
                  data-item-id={item.id}
                >
                  <img src={item.image} alt={item.name} loading="lazy" decoding="async" />
                  <Price amount={item.price} />
                </button>
              </li>
            ))}
          </ul>
          <Button size="sm" block onClick={drawNow} disabled={!data.chosen || draw.isPending || choose.isPending} data-testid="pray-draw">
            {draw.isPending ? <span className="spinner spinner--sm" aria-hidden="true" /> : <Icon name="sparkles" size={16} />}
            {t('activity.prayDraw')}
          </Button>
        </>
      )}
    </ActivityCard>
  );
}
