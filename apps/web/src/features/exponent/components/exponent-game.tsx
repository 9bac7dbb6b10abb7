import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ExponentDirection } from '@lootbay/shared/fairness/exponent';
import { formatMoney } from '@lootbay/shared/money';
import type { ExponentOffer, ExponentPurchase } from '@lootbay/shared/schemas/exponent';
import { EmptyState } from '../../../components/ui/empty-state';
import { HashValue } from '../../../components/ui/hash-value';
import { ResultPanel } from '../../../components/ui/result-panel';
import { useConfirm } from '../../../components/ui/use-confirm';
import { offerForRefusal } from '../../../lib/offer-for-refusal';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useChooseBox } from '../api/choose-box';
import { useCurrentRound } from '../api/get-current';
import { useHistory } from '../api/list-history';
import { useBuyers } from '../api/list-buyers';
import { useOffers } from '../api/list-offers';
import { useRounds } from '../api/list-rounds';
import { formatChange, formatIndex } from '../hooks/format-index';
import { useServerNow } from '../hooks/use-server-now';
import { BuyerList } from './buyer-list';
import { CountdownRing } from './countdown-ring';
import { DirectionTag } from './direction-tag';
import { IndexChart } from './index-chart';
import { OfferCard } from './offer-card';
import { RecentResults } from './recent-results';
import { RoundOutcome } from './round-outcome';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

/** Settled rounds the chart and the results row show. */
const CHART_ROUNDS = 30;
const BUYERS_SHOWN = 30;
const NONE: readonly ExponentPurchase[] = [];
/** More than a round's purchases can be, so the last round's are all there. */
const RECENT_PURCHASES = 20;

interface ExponentGameProps {
  readonly token: string | null;
  readonly onLoginRequired: () => void;
}

/**
 * The live game: the index chart, the round's countdown, a rise and a fall button per weapon box,
 * who bought this round, and — once a round the member bought into settles — what it gave them.
 */
export function ExponentGame({ token, onLoginRequired }: ExponentGameProps) {
  const { t } = useTranslation();
  const rounds = useRounds(1, CHART_ROUNDS);
  const current = useCurrentRound(token);
  const offers = useOffers();
  const choose = useChooseBox();
  const [buying, setBuying] = useState<{ readonly boxId: string; readonly direction: ExponentDirection } | null>(null);
  // The last purchase stays on the page until the member closes it.
  const [bought, setBought] = useState<ExponentPurchase | null>(null);
  const confirm = useConfirm('exponentBuy');
  // A round the member bought into that ended while the page was open shows its result, until dismissed.
  const [openedAt] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState<string | null>(null);
  const history = useHistory(token, 'purchase', 1, RECENT_PURCHASES);
  const round = current.data?.round ?? null;
  const buyers = useBuyers(round?.issue ?? null, BUYERS_SHOWN);
  const now = useServerNow(current.data?.serverTime, current.dataUpdatedAt);
  const mine = current.data?.purchases ?? NONE;
  const limit = current.data?.roundLimit ?? offers.data?.roundLimit ?? 0;

  // Past the end of the round, the next one is read until the settlement has opened it.
  const leftMs = round ? round.endsAt - now : 0;
  const refetchCurrent = current.refetch;
  useEffect(() => {
    if (!round || leftMs > 0) return undefined;
    const timer = window.setTimeout(() => void refetchCurrent(), 1_000);
    return () => window.clearTimeout(timer);
  }, [round, leftMs, refetchCurrent]);

  const settled = [...(rounds.data?.list ?? [])].filter((entry) => entry.status === 'settled').reverse();
  const previous = settled.at(-1) ?? null;
  const recent: readonly ExponentPurchase[] = history.data?.kind === 'purchase' ? history.data.list : [];
  const lastIssue = recent[0]?.issue ?? null;
  const outcome = rounds.data?.list.find((entry) => entry.issue === lastIssue && entry.status === 'settled' && entry.endsAt > openedAt && entry.issue !== dismissed) ?? null;

  const directionName = (direction: ExponentDirection) => t(direction === 'rise' ? 'exponent.rise' : 'exponent.fall');

  function buy(offer: ExponentOffer, direction: ExponentDirection): void {
    if (!token) {
      onLoginRequired();
      return;
    }
    if (!round) return;
    // The round the member was asked about: a purchase confirmed after it ended is refused.
    const issue = round.issue;
    confirm.ask({
      title: t('confirm.exponentTitle'),
      text: t('confirm.exponentText', { price: formatMoney(offer.price), box: offer.name, direction: directionName(direction), issue }),
      confirmLabel: t('confirm.exponentConfirm'),
      action: () => {
        setBuying({ boxId: offer.boxId, direction });
        choose
          .mutateAsync({ boxId: offer.boxId, direction, issue, requestId: newRequestId() })
          .then(setBought)
          .catch((error: unknown) => {
            if (!offerForRefusal(error)) showToast('error', error instanceof Error ? error.message : String(error));
          })
          .finally(() => setBuying(null));
      },
    });
  }

  const blockedFor = (boxId: string): string | null => {
    if (!round || leftMs <= 0) return t('exponent.roundEnding');
    if (token && mine.length >= limit && !mine.some((purchase) => purchase.box.id === boxId)) return t('exponent.limitReached');
    return null;
  };

  return (
    <div className="exponent-game">
      {bought && (
        <ResultPanel title={t('confirm.exponentBoughtTitle')} closeLabel={t('confirm.close')} onClose={() => setBought(null)} testId="exponent-bought">
          {t('exponent.boughtText', { box: bought.box.name, direction: directionName(bought.direction) })} <span>{t('exponent.issue', { issue: bought.issue })}</span>
        </ResultPanel>
      )}
      {outcome && <RoundOutcome round={outcome} purchases={recent.filter((purchase) => purchase.issue === outcome.issue)} onDismiss={() => setDismissed(outcome.issue)} />}
      <section className="box-page__panel exponent-board" aria-labelledby="exponent-board-title">
        <div className="exponent-board__chart">
          <h2 id="exponent-board-title" className="box-page__title">
            {t('exponent.chartTitle')}
          </h2>
          <IndexChart settled={settled} current={round} />
          <RecentResults rounds={[...settled].reverse().slice(0, 20)} />
        </div>
        <div className="exponent-board__round">
          {round ? (
            <>
              <p className="exponent-board__issue" data-testid="exponent-issue">
                {t('exponent.issue', { issue: round.issue })}
              </p>
              <CountdownRing leftMs={leftMs} totalMs={round.endsAt - round.startsAt} />
              <dl className="exponent-board__facts">
                <div>
                  <dt>{t('exponent.indexNow')}</dt>
                  <dd data-testid="exponent-index">{formatIndex(round.index)}</dd>
                </div>
                {/* A dash until a round has settled (or the rounds have loaded), so the facts keep their rows. */}
                <div>
                  <dt>{t('exponent.lastResult')}</dt>
                  <dd>
                    {previous?.result ? (
                      <>
                        <DirectionTag direction={previous.result} result />
                        <small>{formatChange(previous.openIndex, previous.index)}</small>
                      </>
                    ) : (
                      '—'
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t('exponent.buyersCount')}</dt>
                  <dd>{round.buyers}</dd>
                </div>
              </dl>
              <div className="exponent-board__hash">
                <span>{t('exponent.publicHash')}</span>
                <HashValue value={round.publicHash} copyLabel={t('boxes.copyHash')} copiedText={t('boxes.hashCopied')} testId="exponent-public-hash" />
              </div>
            </>
          ) : (
            <p className="box-page__subtitle exponent-board__waiting" aria-busy="true">
              {current.isError ? t('exponent.loadError') : t('exponent.waitingFirst')}
            </p>
          )}
        </div>
      </section>

      <div className="exponent-play">
        <section className="box-page__panel" aria-labelledby="exponent-offers-title">
          <h2 id="exponent-offers-title" className="box-page__title">
            {t('exponent.offersTitle')}
          </h2>
          <p className="box-page__subtitle">
            {t('exponent.offersLead', { limit })}
            {token && round && <strong className="exponent-play__count"> {t('exponent.boughtCount', { count: mine.length, limit })}</strong>}
          </p>
          {offers.isError ? (
            <EmptyState icon="chart" title={t('exponent.loadError')} />
          ) : (
            <ul className="offer-grid">
              {(offers.data?.list ?? []).map((offer) => (
                <OfferCard
                  key={offer.boxId}
                  offer={offer}
                  bought={mine.find((purchase) => purchase.box.id === offer.boxId) ?? null}
                  blocked={blockedFor(offer.boxId)}
                  buying={buying?.boxId === offer.boxId ? buying.direction : null}
                  onChoose={(direction) => buy(offer, direction)}
                />
              ))}
            </ul>
          )}
        </section>
        <aside className="box-page__panel exponent-play__buyers" aria-labelledby="exponent-buyers-title">
          <h2 id="exponent-buyers-title" className="box-page__title">
            {t('exponent.buyersTitle')}
          </h2>
          <BuyerList buyers={buyers.data?.list ?? []} total={buyers.data?.total ?? 0} />
          <nav className="exponent-play__links" aria-label={t('exponent.linksLabel')}>
            <Link to="/exponent_bag">{t('exponent.toBag', { count: current.data?.held ?? 0 })}</Link>
            <Link to="/exponent_history">{t('exponent.toHistory')}</Link>
            {previous && <Link to={`/fair?exponent=${previous.issue}`}>{t('exponent.verifyLast')}</Link>}
          </nav>
        </aside>
      </div>
      {confirm.dialog}
    </div>
  );
}
