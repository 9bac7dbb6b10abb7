import { useState } from 'react';
import type { FishTool } from '@lootbay/shared/schemas/fishing';
import { EmptyState } from '../../components/ui/empty-state';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useBuyTool } from '../../features/fishing/api/buy-tool';
import { useTools } from '../../features/fishing/api/list-tools';
import { useRefreshAfterFishing } from '../../features/fishing/api/refresh-after-fishing';
import { ToolCard } from '../../features/fishing/components/tool-card';
import { offerForRefusal } from '../../lib/offer-for-refusal';
import { newRequestId } from '../../lib/request-id';
import { showToast } from '../../lib/toasts';
import { useSessionToken } from '../../lib/use-session-token';
import { FishingNav } from './fishing-nav';
import './box-pages.css';
import './fishing-pages.css';
import { useTranslation } from '../../lib/i18n';

/** `/fish-shop`: rods and bait packs for coins; a low balance offers the recharge centre. */
export default function FishShopPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [login, setLogin] = useState(false);
  const tools = useTools(token);
  const buy = useBuyTool();
  const refresh = useRefreshAfterFishing();
  const [buying, setBuying] = useState<string | null>(null);

  function purchase(tool: FishTool, num: number): void {
    if (!token) {
      setLogin(true);
      return;
    }
    setBuying(tool.id);
    buy
      .mutateAsync({ id: tool.id, num, price: tool.price, requestId: newRequestId() })
      .then(() => {
        showToast('success', t('fishing.bought', { name: tool.name, num }));
        refresh();
      })
      .catch((error: unknown) => {
        if (!offerForRefusal(error)) showToast('error', error instanceof Error ? error.message : String(error));
      })
      .finally(() => setBuying(null));
  }

  const list = tools.data ?? [];
  const groups = [
    { key: 'baits', items: list.filter((tool) => tool.kind === 'bait') },
    { key: 'rods', items: list.filter((tool) => tool.kind === 'rod') },
  ] as const;

  return (
    <div className="container box-page fishing-page">
      <h1 className="box-page__heading">{t('screens.fishShop.title')}</h1>
      <p className="box-page__lead">{t('fishing.shopLead')}</p>
      <FishingNav />
      {tools.isError ? (
        <EmptyState icon="store" title={t('fishing.loadError')} />
      ) : tools.isPending ? (
        <p className="box-page__subtitle" aria-busy="true">
          {t('fishing.loading')}
        </p>
      ) : list.length === 0 ? (
        <EmptyState icon="store" title={t('fishing.emptyShop')} />
      ) : (
        groups.map((group) => (
          <section key={group.key} className="box-page__panel fishing-page__block" aria-labelledby={`shop-${group.key}`}>
            <h2 id={`shop-${group.key}`} className="box-page__title">
              {t(`fishing.${group.key}`)}
            </h2>
            <div className="tool-grid">
              {group.items.map((tool) => (
                <ToolCard key={tool.id} tool={tool} busy={buying === tool.id} onBuy={purchase} />
              ))}
            </div>
          </section>
        ))
      )}
      <LoginDialog open={login} initialMode="password" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
