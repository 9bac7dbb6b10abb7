import { useState, type CSSProperties } from 'react';
import { SELL_STATUS, SHIPPING_STATUS, type Retrieval } from '@lootbay/shared/schemas/retrieval';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Pager } from '../../../components/ui/pager';
import { Price } from '../../../components/ui/price';
import { formatTime } from '../../../lib/format-time';
import { showToast } from '../../../lib/toasts';
import { useCancelRetrieval } from '../api/cancel-retrieval';
import { useRetrievals } from '../api/get-retrievals';
import { useRetrievalEvents } from '../hooks/use-retrieval-events';
import './retrieval.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 10;
/** Where a player accepts a trade offer. */
const STEAM_TRADE_OFFERS = 'https://steamcommunity.com/my/tradeoffers/';

/** The four steps a retrieval goes through, each lit once reached. */
const STEPS = ['stepQuote', 'stepSeller', 'stepOffer', 'stepDone'] as const;

/** Which step a retrieval is at: 0 quote, 1 a seller ships, 2 the offer is out, 3 delivered. */
function stepOf(retrieval: Retrieval): number {
  if (retrieval.sellStatus === SELL_STATUS.complete) return 3;
  if (retrieval.sellStatus === SELL_STATUS.cancelled) return retrieval.shippingStatus === SHIPPING_STATUS.quoteSent ? 2 : retrieval.shippingStatus === SHIPPING_STATUS.queued ? 1 : 0;
  if (retrieval.sellStatus === SELL_STATUS.awaitingBuyer) return 2;
  return retrieval.sellStatus === SELL_STATUS.awaitingSeller ? 1 : 0;
}

const SELL_LABELS = {
  [SELL_STATUS.awaitingQuote]: 'retrieval.sell0',
  [SELL_STATUS.awaitingSeller]: 'retrieval.sell1',
  [SELL_STATUS.awaitingBuyer]: 'retrieval.sell3',
  [SELL_STATUS.complete]: 'retrieval.sell10',
  [SELL_STATUS.cancelled]: 'retrieval.sell11',
} as const;

const SHIPPING_LABELS = {
  [SHIPPING_STATUS.sendingQuote]: 'retrieval.ship60',
  [SHIPPING_STATUS.resendingQuote]: 'retrieval.ship10',
  [SHIPPING_STATUS.queued]: 'retrieval.ship50',
  [SHIPPING_STATUS.quoteSent]: 'retrieval.ship21',
} as const;

const OUTCOME_LABELS = {
  delivered: 'retrieval.outcomeDelivered',
  player_cancelled: 'retrieval.outcomeCancelled',
  out_of_stock: 'retrieval.outcomeOutOfStock',
  seller_cancelled: 'retrieval.outcomeSellerCancelled',
  offer_expired: 'retrieval.outcomeOfferExpired',
  inventory_private: 'retrieval.outcomeInventoryPrivate',
} as const;

function RetrievalCard({ retrieval }: { retrieval: Retrieval }) {
  const { t } = useTranslation();
  const cancel = useCancelRetrieval();
  const step = stepOf(retrieval);
  const failed = retrieval.sellStatus === SELL_STATUS.cancelled;
  const sellLabel = SELL_LABELS[retrieval.sellStatus as keyof typeof SELL_LABELS];
  const shippingLabel = SHIPPING_LABELS[retrieval.shippingStatus as keyof typeof SHIPPING_LABELS];
  return (
    <li className={`rt-card ${failed ? 'rt-card--failed' : ''}`} style={{ '--grade': retrieval.ornament.gradeColor } as CSSProperties} data-retrieval-id={retrieval.id} data-sell-status={retrieval.sellStatus}>
      <img className="rt-card__image" src={retrieval.ornament.image} alt="" loading="lazy" decoding="async" />
      <div className="rt-card__body">
        <div className="rt-card__head">
          <span className="rt-card__name">
            {retrieval.ornament.name} <span className="rt-card__wear">({retrieval.ornament.wearName})</span>
          </span>
          <Price amount={retrieval.price} />
        </div>
        <ol className="rt-steps" aria-label={t('retrieval.progress')}>
          {STEPS.map((key, index) => {
            const state = index < step || (index === step && retrieval.outcome === 'delivered') ? 'done' : index === step ? (failed ? 'failed' : 'current') : 'todo';
            return (
              <li key={key} className={`rt-steps__step rt-steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="rt-steps__dot" aria-hidden="true">
                  {state === 'done' ? <Icon name="check" size={12} /> : state === 'failed' ? <Icon name="close" size={12} /> : index + 1}
                </span>
                <span className="rt-steps__label">{t(`retrieval.${key}`)}</span>
              </li>
            );
          })}
        </ol>
        <p className="rt-card__status" data-testid="retrieval-status">
          {retrieval.outcome ? t(OUTCOME_LABELS[retrieval.outcome]) : `${sellLabel ? t(sellLabel) : retrieval.sellStatus} · ${shippingLabel ? t(shippingLabel) : retrieval.shippingStatus}`}
        </p>
        {retrieval.outcome === 'out_of_stock' && (
          <p className="rt-card__advice">
            {t('retrieval.outOfStockAdvice')} <ButtonLink to="/shop" size="sm" variant="ghost">{t('retrieval.goExchange')}</ButtonLink>
          </p>
        )}
        {retrieval.expected && (
          <p className="rt-card__expected">
            <Icon name="clock" size={14} /> {t('retrieval.expected', { from: formatTime(retrieval.expected.from), to: formatTime(retrieval.expected.to) })}
          </p>
        )}
        {retrieval.sellStatus === SELL_STATUS.awaitingBuyer && (
          <p className="rt-card__offer">
            {t('retrieval.acceptOffer', { offer: retrieval.tradeOfferId ?? '' })}{' '}
            <a href={STEAM_TRADE_OFFERS} target="_blank" rel="noreferrer noopener">
              {t('retrieval.openSteam')}
            </a>
          </p>
        )}
        {retrieval.adviseCancel && <p className="rt-card__advice rt-card__advice--warn">{t('retrieval.adviseCancel')}</p>}
        <div className="rt-card__foot">
          <span className="rt-card__time">{t('retrieval.requestedAt', { at: formatTime(retrieval.createdAt) })}</span>
          {retrieval.cancellable && (
            <Button size="sm" variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(retrieval.id, { onSuccess: () => showToast('success', t('retrieval.cancelled')) })}>
              {t('retrieval.cancel')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The member's retrievals with each one's steps, state and expected time, live from the socket. */
export function RetrievalTracker({ state }: { state?: 'open' | 'finished' }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const retrievals = useRetrievals(state, page, PAGE_SIZE);
  useRetrievalEvents();
  const list = retrievals.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((retrievals.data?.total ?? 0) / PAGE_SIZE));
  if (retrievals.isPending) return <p aria-busy="true">{t('retrieval.loading')}</p>;
  if (list.length === 0) return <EmptyState icon="download" title={t('retrieval.empty')} text={t('retrieval.emptyText')} />;
  return (
    <div className="rt">
      <ul className="rt__list">
        {list.map((retrieval) => (
          <RetrievalCard key={retrieval.id} retrieval={retrieval} />
        ))}
      </ul>
      {pages > 1 && (
        <Pager page={page} pages={pages} onPage={setPage} className="rt__pager" />
      )}
    </div>
  );
}
