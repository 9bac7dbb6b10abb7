import { useState } from 'react';
import { FORGE_INPUTS } from '@lootbay/shared/constants';
import { forgeBandFor } from '@lootbay/shared/fairness/forge';
import { formatMoney } from '@lootbay/shared/money';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { ItemPicker } from '../../features/backpack/components/item-picker';
import { useItemSelection } from '../../features/backpack/hooks/use-item-selection';
import { useForgePools } from '../../features/forge/api/list-pools';
import { ForgeBands } from '../../features/forge/components/forge-bands';
import { ForgeBench } from '../../features/forge/components/forge-bench';
import { ForgeHistory } from '../../features/forge/components/forge-history';
import { useSessionToken } from '../../lib/use-session-token';
import { ForgePoolOdds } from './forge-pool-odds';
import './box-pages.css';
import './game-pages.css';
import { useTranslation } from '../../lib/i18n';

const ITEMS_ID = 'forge-items';

/**
 * `/compound`: the forge. Two to ten backpack items go in; their value picks the band (a pool with
 * published odds) and one item comes out. Visitors see the bands and their odds and sign in to forge.
 */
export default function CompoundPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [login, setLogin] = useState(false);
  const [busy, setBusy] = useState(false);
  const selection = useItemSelection(FORGE_INPUTS.max);
  // A band picked to look at its odds, until the chosen items change; else the chosen items' band.
  const [looked, setLooked] = useState<{ readonly boxId: string; readonly value: number } | null>(null);
  const pools = useForgePools();
  const list = pools.data ?? [];
  const current = selection.items.length > 0 ? forgeBandFor(selection.value, list) : null;
  const lookedId = looked?.value === selection.value ? looked.boxId : null;
  const shown = list.find((pool) => pool.boxId === lookedId) ?? current ?? list[0] ?? null;

  return (
    <div className="container box-page game-page">
      <h1 className="box-page__heading">{t('screens.compound.title')}</h1>
      <p className="box-page__lead">{t('forge.lead')}</p>
      <ForgeBench
        token={token}
        items={selection.items}
        value={selection.value}
        pool={current}
        pools={list}
        itemsId={ITEMS_ID}
        onBusyChange={setBusy}
        onForged={selection.clear}
        onLoginRequired={() => setLogin(true)}
      />

      <section id={ITEMS_ID} className="box-page__panel game-page__block" aria-labelledby={`${ITEMS_ID}-title`}>
        <h2 id={`${ITEMS_ID}-title`} className="box-page__title">
          {t('forge.itemsTitle')}
        </h2>
        <p className="box-page__subtitle">{t('forge.itemsLead', { count: selection.items.length, max: FORGE_INPUTS.max, value: formatMoney(selection.value) })}</p>
        {token ? (
          <ItemPicker selection={selection} disabled={busy} />
        ) : (
          <EmptyState icon="backpack" title={t('forge.itemsSignIn')} action={<Button onClick={() => setLogin(true)}>{t('shell.login')}</Button>} />
        )}
      </section>

      <div className="game-page__pools">
        <section className="box-page__panel" aria-labelledby="forge-bands-title">
          <h2 id="forge-bands-title" className="box-page__title">
            {t('forge.bandsTitle')}
          </h2>
          <p className="box-page__subtitle">{t('forge.bandsLead')}</p>
          {pools.isError ? (
            <EmptyState icon="hammer" title={t('forge.poolsError')} />
          ) : pools.isPending ? (
            <p className="box-page__subtitle" aria-busy="true">
              {t('forge.loading')}
            </p>
          ) : (
            <ForgeBands pools={list} currentId={current?.boxId ?? null} shownId={shown?.boxId ?? null} onShow={(boxId) => setLooked({ boxId, value: selection.value })} />
          )}
        </section>
        <section className="box-page__panel" aria-labelledby="forge-odds-title">
          <h2 id="forge-odds-title" className="box-page__title">
            {shown ? t('forge.oddsTitle', { band: shown.name }) : t('forge.oddsTitleNone')}
          </h2>
          <p className="box-page__subtitle">{t('forge.oddsLead')}</p>
          {shown && <ForgePoolOdds pool={shown} inputValue={current?.boxId === shown.boxId ? selection.value : null} />}
        </section>
      </div>

      <section className="box-page__panel game-page__history" aria-labelledby="forge-history-title">
        <h2 id="forge-history-title" className="box-page__title">
          {t('forge.historyTitle')}
        </h2>
        <ForgeHistory token={token} />
      </section>
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
