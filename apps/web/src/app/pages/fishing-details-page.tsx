import { useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FISHING_PLACE_COUNT } from '@lootbay/shared/schemas/fishing';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { HashValue } from '../../components/ui/hash-value';
import { Price } from '../../components/ui/price';
import { useFishHistory } from '../../features/fishing/api/list-history';
import { usePlaces } from '../../features/fishing/api/list-places';
import { usePool } from '../../features/fishing/api/get-pool';
import { formatTime } from '../../lib/format-time';
import { proofLink } from '../../lib/proof-link';
import { useSessionToken } from '../../lib/use-session-token';
import { FishingNav } from './fishing-nav';
import './box-pages.css';
import './fishing-pages.css';
import { useTranslation } from '../../lib/i18n';

const PAGE_SIZE = 10;

function placeOf(params: URLSearchParams): number {
  const id = Number(params.get('place'));
  return Number.isInteger(id) && id >= 1 && id <= FISHING_PLACE_COUNT ? id : 1;
}

/** `/details`: a spot's published odds (its pool's items, ranges, version and hash) and the member's catches with their proofs. */
export default function FishingDetailsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const token = useSessionToken();
  const placeId = placeOf(params);
  const places = usePlaces();
  const place = places.data?.find((candidate) => candidate.id === placeId);
  const pool = usePool(place?.boxId ?? null);
  const [page, setPage] = useState(1);
  const history = useFishHistory(token, page, PAGE_SIZE);
  const names = new Map((places.data ?? []).map((candidate) => [candidate.id, candidate.name]));
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="container box-page fishing-page">
      <h1 className="box-page__heading">{t('screens.fishingDetails.title')}</h1>
      <p className="box-page__lead">{t('fishing.detailsLead')}</p>
      <FishingNav />
      <div className="fishing-details">
        <section className="box-page__panel" aria-labelledby="odds-title">
          <div className="fishing-details__head">
            <h2 id="odds-title" className="box-page__title">
              {place?.name ?? t('fishing.loading')}
            </h2>
            <label className="fishing-details__pick">
              <span>{t('fishing.spot')}</span>
              <select value={placeId} onChange={(event) => setParams({ place: event.target.value })} data-testid="details-spot">
                {(places.data ?? []).map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {pool.isError ? (
            <EmptyState icon="fish" title={t('fishing.loadError')} />
          ) : !pool.data || !place ? (
            <p className="box-page__subtitle" aria-busy="true">
              {t('fishing.loading')}
            </p>
          ) : (
            <>
              <dl className="fishing-facts">
                <div>
                  <dt>{t('fishing.perCast')}</dt>
                  <dd>
                    <Price amount={place.castPrice} />
                  </dd>
                </div>
                <div>
                  <dt>{t('fishing.expectedReturn')}</dt>
                  <dd>
                    <Price amount={pool.data.expectedReturn} />
                  </dd>
                </div>
                <div>
                  <dt>{t('fishing.oddsVersion', { version: pool.data.oddsVersion })}</dt>
                  <dd>
                    <HashValue value={pool.data.oddsHash} copyLabel={t('fishing.copy')} copiedText={t('fishing.copied')} testId="pool-hash" />
                  </dd>
                </div>
              </dl>
              <table className="fishing-table" data-testid="pool-odds">
                <thead>
                  <tr>
                    <th scope="col">{t('fishing.item')}</th>
                    <th scope="col">{t('fishing.chance')}</th>
                    <th scope="col">{t('fishing.rollRange')}</th>
                  </tr>
                </thead>
                <tbody>
                  {pool.data.ornaments.map((item) => (
                    <tr key={item.id} style={{ '--grade': item.gradeColor } as CSSProperties}>
                      <td className="fishing-table__item">
                        <img src={item.image} alt="" loading="lazy" />
                        <span>
                          {item.name}
                          <Price amount={item.price} />
                        </span>
                      </td>
                      <td>{item.probability}</td>
                      <td className="fishing-table__range">
                        {item.rollFrom}–{item.rollTo}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>

        {/* Below the odds, once they are drawn: the odds table's arrival does not push it away. */}
        {token && (pool.data || pool.isError) && (
          <section className="box-page__panel" aria-labelledby="history-title">
            <h2 id="history-title" className="box-page__title">
              {t('fishing.historyTitle')}
            </h2>
            {history.data && history.data.list.length === 0 ? (
              <EmptyState icon="fish" title={t('fishing.noHistory')} />
            ) : (
              <ul className="fish-history" data-testid="fish-history">
                {(history.data?.list ?? []).map((item) => (
                  <li key={item.id} className="fish-history__row" style={{ '--grade': item.ornament?.gradeColor ?? 'var(--border-strong)' } as CSSProperties}>
                    {item.ornament ? <img src={item.ornament.image} alt="" loading="lazy" /> : <span className="fish-history__shut" />}
                    <span className="fish-history__what">
                      <strong>{item.ornament?.name ?? t('fishing.catchBox', { seq: item.seq })}</strong>
                      <small>
                        {names.get(item.placeId) ?? ''} · {t(`fishing.modes.${item.mode}`)} · {formatTime(item.caughtAt)}
                      </small>
                    </span>
                    {item.ornament ? <Price amount={item.ornament.price} /> : <span className="fish-history__note">{t('fishing.shut')}</span>}
                    {item.rollId ? (
                      <Link to={proofLink(item.rollId)} className="fish-history__proof">
                        {t('fishing.roll')} {item.rollPoint}
                      </Link>
                    ) : (
                      <span />
                    )}
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 && (
              <div className="fish-history__pager">
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('fishing.previous')}
                </Button>
                <span>
                  {page} / {pages}
                </span>
                <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('fishing.next')}
                </Button>
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
