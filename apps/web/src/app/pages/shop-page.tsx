import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EXCHANGE_MAX_ITEMS } from '@lootbay/shared/constants';
import { exchangeDifference, exchangeShortfall, type MallItem } from '@lootbay/shared/schemas/shop';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { Pager } from '../../components/ui/pager';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { ItemPicker } from '../../features/backpack/components/item-picker';
import { useItemSelection } from '../../features/backpack/hooks/use-item-selection';
import { useExchange } from '../../features/shop/api/exchange';
import { useMall, type MallFilter } from '../../features/shop/api/get-mall-inventory';
import { BuyDialog } from '../../features/shop/components/buy-dialog';
import { ExchangeList } from '../../features/shop/components/exchange-list';
import { ExchangeSummary } from '../../features/shop/components/exchange-summary';
import { MallCard } from '../../features/shop/components/mall-card';
import { MallFilters } from '../../features/shop/components/mall-filters';
import { useUserAsset } from '../../features/wallet/api/get-user-asset';
import { newRequestId } from '../../lib/request-id';
import { showToast } from '../../lib/toasts';
import { useSessionToken } from '../../lib/use-session-token';
import './box-pages.css';
import { useTranslation } from '../../lib/i18n';

/** The cards a computer shows before scrolling (a phone fewer): their pictures load at once. */
const FIRST_SCREEN_CARDS = 6;

const PAGE_SIZE = 24;

/** `/shop`: the mall's items to buy or to take in exchange for backpack items (`?view=exchanges`: the member's exchanges). */
export default function ShopPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'exchanges' && token ? 'exchanges' : 'mall';
  const [filter, setFilter] = useState<MallFilter>({ page: 1, size: PAGE_SIZE, order: 'asc' });
  const mall = useMall(filter);
  const [login, setLogin] = useState(false);
  const [buying, setBuying] = useState<MallItem | null>(null);
  const [target, setTarget] = useState<MallItem | null>(null);
  const asset = useUserAsset();
  const items = mall.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((mall.data?.total ?? 0) / PAGE_SIZE));

  const signedIn = (then: () => void) => (token ? then() : setLogin(true));

  return (
    <div className="container box-page">
      <h1 className="box-page__heading">{t('screens.shop.title')}</h1>
      <p className="box-page__lead">{t('shop.lead')}</p>
      {token && (
        <div className="box-page__tabs" role="tablist" aria-label={t('screens.shop.title')}>
          <button type="button" role="tab" className="chip" aria-selected={view === 'mall'} onClick={() => setParams({}, { replace: true })}>
            <Icon name="store" size={14} /> {t('shop.mallTab')}
          </button>
          <button type="button" role="tab" className="chip" aria-selected={view === 'exchanges'} onClick={() => setParams({ view: 'exchanges' }, { replace: true })}>
            <Icon name="history" size={14} /> {t('shop.exchangesTab')}
          </button>
        </div>
      )}
      {view === 'exchanges' ? (
        <ExchangeList />
      ) : (
        <>
          <MallFilters filter={filter} onChange={(change) => setFilter((current) => ({ ...current, ...change, page: 1 }))} />
          {mall.isError ? (
            <EmptyState icon="store" title={t('shop.loadError')} />
          ) : mall.isPending ? (
            <ul className="mall-grid" aria-busy="true">
              {Array.from({ length: 8 }, (_, index) => (
                <li key={index} className="bag-item bag-item--skeleton" />
              ))}
            </ul>
          ) : items.length === 0 ? (
            <EmptyState icon="store" title={t('shop.empty')} text={t('shop.emptyText')} />
          ) : (
            <ul className={`mall-grid ${mall.isFetching ? 'mall-grid--loading' : ''}`}>
              {items.map((item, index) => (
                <MallCard key={item.id} item={item} firstScreen={index < FIRST_SCREEN_CARDS} onBuy={(chosen) => signedIn(() => setBuying(chosen))} onExchange={(chosen) => signedIn(() => setTarget(chosen))} />
              ))}
            </ul>
          )}
          {pages > 1 && <Pager page={filter.page} pages={pages} onPage={(page) => setFilter((current) => ({ ...current, page }))} />}
        </>
      )}
      <BuyDialog item={buying} diamonds={asset.data?.mallAmount ?? null} onClose={() => setBuying(null)} />
      {target && <ExchangeDialog target={target} onClose={() => setTarget(null)} />}
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}

/** Choosing backpack items to give for a mall item, with what each side is worth and the difference in diamonds. */
function ExchangeDialog({ target, onClose }: { target: MallItem; onClose: () => void }) {
  const { t } = useTranslation();
  const selection = useItemSelection(EXCHANGE_MAX_ITEMS);
  const asset = useUserAsset();
  const exchange = useExchange();
  const [problem, setProblem] = useState<string | null>(null);
  const difference = exchangeDifference(selection.value, target.price);
  // Diamonds cannot be recharged: an exchange they do not cover waits for more items, or a cheaper target.
  const shortfall = selection.items.length > 0 && asset.data ? exchangeShortfall(difference, asset.data.mallAmount) : 0;

  function confirm(): void {
    setProblem(null);
    exchange.mutate(
      { ids: selection.items.map((item) => item.id), targetId: target.id, difference, requestId: newRequestId() },
      {
        onSuccess: () => {
          showToast('success', t('shop.exchanged', { name: target.ornament.name }));
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <Dialog
      open
      title={t('shop.exchangeTitle', { name: target.ornament.name })}
      closeLabel={t('bag.close')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('bag.cancel')}
          </Button>
          <Button onClick={confirm} disabled={exchange.isPending || selection.items.length === 0 || shortfall > 0}
            aria-describedby={shortfall > 0 ? 'exchange-short' : undefined}
            data-testid="confirm-exchange"
          >
            {exchange.isPending ? t('shop.exchanging') : t('shop.confirmExchange')}
          </Button>
        </>
      }
    >
      <div className="exchange-dialog">
        <p>{t('shop.exchangeHint', { max: EXCHANGE_MAX_ITEMS })}</p>
        <ExchangeSummary target={target} givenCount={selection.items.length} givenValue={selection.value} shortfall={shortfall} onPickAnother={onClose} />
        {problem && (
          <p className="inline-problem" role="alert">
            <Icon name="error" size={16} /> {problem}
          </p>
        )}
        <ItemPicker selection={selection} disabled={exchange.isPending} />
      </div>
    </Dialog>
  );
}
