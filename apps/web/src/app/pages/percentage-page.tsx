import { useState } from 'react';
import { PERCENTAGE_MAX_ITEMS } from '@lootbay/shared/constants';
import { formatMoney } from '@lootbay/shared/money';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { ItemPicker } from '../../features/backpack/components/item-picker';
import { useItemSelection } from '../../features/backpack/hooks/use-item-selection';
import { FIRST_TARGETS, useTargets } from '../../features/percentage/api/list-targets';
import { PercentHistory } from '../../features/percentage/components/percent-history';
import { PercentageGame } from '../../features/percentage/components/percentage-game';
import { TargetPicker } from '../../features/percentage/components/target-picker';
import { useChosenTarget } from '../../features/percentage/hooks/chosen-target';
import { useSessionToken } from '../../lib/use-session-token';
import './box-pages.css';
import './game-pages.css';
import { useTranslation } from '../../lib/i18n';

const TARGETS_ID = 'percentage-targets';
const ITEMS_ID = 'percentage-items';

/**
 * `/percentage`: aim at an item, stake backpack items and coins for a chance of 1%–75%, and watch
 * the dial land on the proven roll point. Visitors see the game and the targets and sign in to play.
 */
export default function PercentagePage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [login, setLogin] = useState(false);
  const [busy, setBusy] = useState(false);
  const selection = useItemSelection(PERCENTAGE_MAX_ITEMS);
  const { target, choose } = useChosenTarget();
  const rtp = useTargets(FIRST_TARGETS).data?.rtp ?? null;

  return (
    <div className="container box-page game-page">
      <h1 className="box-page__heading">{t('screens.percentage.title')}</h1>
      <p className="box-page__lead">{t('percentage.lead')}</p>
      <PercentageGame
        token={token}
        target={target}
        rtp={rtp}
        items={selection.items}
        targetsId={TARGETS_ID}
        itemsId={ITEMS_ID}
        onBusyChange={setBusy}
        onStakeSpent={selection.clear}
        onLoginRequired={() => setLogin(true)}
      />

      <div className="game-page__pickers">
        <section id={TARGETS_ID} className="box-page__panel" aria-labelledby={`${TARGETS_ID}-title`}>
          <h2 id={`${TARGETS_ID}-title`} className="box-page__title">
            {t('percentage.targetsTitle')}
          </h2>
          <p className="box-page__subtitle">{t('percentage.targetsLead')}</p>
          <TargetPicker chosenId={target?.id ?? null} disabled={busy} onChoose={choose} />
        </section>
        <section id={ITEMS_ID} className="box-page__panel" aria-labelledby={`${ITEMS_ID}-title`}>
          <h2 id={`${ITEMS_ID}-title`} className="box-page__title">
            {t('percentage.itemsTitle')}
          </h2>
          <p className="box-page__subtitle">
            {t('percentage.itemsLead', { count: selection.items.length, max: PERCENTAGE_MAX_ITEMS, value: formatMoney(selection.value) })}
          </p>
          {token ? (
            <ItemPicker selection={selection} disabled={busy} />
          ) : (
            <EmptyState icon="backpack" title={t('percentage.itemsSignIn')} action={<Button onClick={() => setLogin(true)}>{t('shell.login')}</Button>} />
          )}
        </section>
      </div>

      <section className="box-page__panel game-page__history" aria-labelledby="percentage-history-title">
        <h2 id="percentage-history-title" className="box-page__title">
          {t('percentage.historyTitle')}
        </h2>
        <PercentHistory token={token} />
      </section>
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
