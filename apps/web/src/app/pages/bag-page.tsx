import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ITEM_STATUS, type BackpackItem } from '@lootbay/shared/schemas/backpack';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useSession } from '../../features/account/hooks/use-session';
import { useBagInfo } from '../../features/backpack/api/get-bag-info';
import { BackpackList } from '../../features/backpack/components/backpack-list';
import { useMemberInfo } from '../../lib/member-info';
import { TradeLinkForm } from '../../features/profile/components/trade-link-form';
import { RetrievalTracker } from '../../features/retrieval/components/retrieval-tracker';
import { RetrieveDialog } from '../../features/retrieval/components/retrieve-dialog';
import { useRetrievalOpen } from '../../features/retrieval/api/get-retrieval-open';
import './box-pages.css';
import { useTranslation } from '../../lib/i18n';

type View = 'items' | 'retrievals';

/** `/bag`: the items the member won, and their retrievals to Steam (`?view=retrievals`). */
export default function BagPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [login, setLogin] = useState(false);
  return (
    <div className="container box-page">
      <h1 className="box-page__heading">{t('bag.title')}</h1>
      {token ? (
        <Bag />
      ) : (
        <EmptyState icon="backpack" title={t('bag.signIn')} action={<Button onClick={() => setLogin(true)}>{t('shell.login')}</Button>} />
      )}
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}

function Bag() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'retrievals' ? 'retrievals' : 'items';
  const member = useMemberInfo();
  const info = useBagInfo(true);
  const [sending, setSending] = useState<{ items: readonly BackpackItem[]; clear: () => void } | null>(null);
  const underWay = info.data?.byStatus.find((entry) => entry.status === ITEM_STATUS.retrieving)?.count ?? 0;
  const retrievalOpen = useRetrievalOpen();
  const show = (next: View) => setParams(next === 'items' ? {} : { view: next }, { replace: true });

  return (
    <>
      <div className="box-page__tabs" role="tablist" aria-label={t('bag.title')}>
        <button type="button" role="tab" aria-selected={view === 'items'} className="chip" onClick={() => show('items')}>
          <Icon name="backpack" size={14} /> {t('bag.itemsTab')}
        </button>
        <button type="button" role="tab" aria-selected={view === 'retrievals'} className="chip" onClick={() => show('retrievals')} data-testid="retrievals-tab">
          <Icon name="download" size={14} /> {t('retrieval.tab', { count: underWay })}
        </button>
      </div>
      {view === 'items' ? (
        <BackpackList
          bulkActions={(chosen, clear) =>
            retrievalOpen === false ? (
              <span className="box-page__note" data-testid="retrieval-closed">
                {t('retrieval.closed')}
              </span>
            ) : (
              <Button size="sm" onClick={() => setSending({ items: chosen, clear })} disabled={chosen.length === 0 || retrievalOpen === undefined} data-testid="retrieve-selected">
                <Icon name="download" size={14} /> {t('retrieval.retrieveSelected', { count: chosen.length })}
              </Button>
            )
          }
        />
      ) : (
        <RetrievalTracker />
      )}
      <RetrieveDialog
        open={sending !== null}
        items={sending?.items ?? []}
        tradeUrl={member.data?.tradeUrl ?? null}
        linkForm={member.data ? <TradeLinkForm key={member.data.tradeUrl ?? ''} member={member.data} compact /> : null}
        onClose={() => setSending(null)}
        onSent={() => {
          sending?.clear();
          setSending(null);
          show('retrievals');
        }}
      />
    </>
  );
}
