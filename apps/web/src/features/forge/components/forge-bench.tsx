import { useState, type CSSProperties } from 'react';
import { FORGE_INPUTS } from '@lootbay/shared/constants';
import { forgeAdvice } from '@lootbay/shared/fairness/forge';
import { formatMoney } from '@lootbay/shared/money';
import type { BackpackItem } from '@lootbay/shared/schemas/backpack';
import type { ForgePool, ForgeRecord } from '@lootbay/shared/schemas/forge';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { useConfirm } from '../../../components/ui/use-confirm';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useForgeItems, useRefreshAfterForge } from '../api/forge-items';
import { BandRange } from './band-range';
import { ForgeResultDialog } from './forge-result-dialog';
import './forge.css';
import { useTranslation } from '../../../lib/i18n';

/** The forge's strike lasts at least this long, so a quick answer still reads as a forge. */
const STRIKE_MS = 1_400;

const pause = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

interface ForgeBenchProps {
  readonly token: string | null;
  /** The backpack items chosen in the page's picker, and their value. */
  readonly items: readonly BackpackItem[];
  readonly value: number;
  /** The pool that value forges in; null below the lowest band. */
  readonly pool: ForgePool | null;
  /** Every band, cheapest first. */
  readonly pools: readonly ForgePool[];
  readonly itemsId: string;
  readonly onBusyChange: (busy: boolean) => void;
  /** The inputs are gone: the page clears its choice. */
  readonly onForged: () => void;
  readonly onLoginRequired: () => void;
}

/** The forge: ten places for inputs, their value and the band it falls in, and the strike. */
export function ForgeBench({ token, items, value, pool, pools, itemsId, onBusyChange, onForged, onLoginRequired }: ForgeBenchProps) {
  const { t } = useTranslation();
  const forge = useForgeItems();
  const refresh = useRefreshAfterForge();
  const [striking, setStriking] = useState(false);
  const [result, setResult] = useState<ForgeRecord | null>(null);
  const confirm = useConfirm('forge');
  const lowest = pools[0] ?? null;
  // Why the chosen items cannot be forged, in the player's words; null when they can.
  const problem =
    items.length < FORGE_INPUTS.min
      ? t('forge.needItems', { min: FORGE_INPUTS.min, max: FORGE_INPUTS.max })
      : pool === null
        ? t('forge.belowBands', { min: formatMoney(lowest?.minValue ?? 0) })
        : null;
  const returnShare = pool && value > 0 ? ((pool.expectedReturn / value) * 100).toFixed(1) : null;
  const advice = pool && items.length >= FORGE_INPUTS.min ? forgeAdvice(items, pools) : null;

  function strike(): void {
    if (!token) {
      onLoginRequired();
      return;
    }
    if (problem || !pool) return;
    confirm.ask({
      title: t('confirm.forgeTitle'),
      text: t('confirm.forgeText', { count: items.length, value: formatMoney(value), band: pool.name, expected: formatMoney(pool.expectedReturn), share: returnShare ?? '0' }),
      confirmLabel: t('confirm.forgeConfirm'),
      action: forgeNow,
    });
  }

  function forgeNow(): void {
    setStriking(true);
    onBusyChange(true);
    // A new click is a new request: its retries (a lost answer, a seed sent first) reuse this id.
    Promise.all([forge.mutateAsync({ ids: items.map((item) => item.id), requestId: newRequestId() }), pause(STRIKE_MS)])
      .then(([record]) => {
        setResult(record);
        refresh();
        onForged();
      })
      .catch((error: unknown) => showToast('error', error instanceof Error ? error.message : String(error)))
      .finally(() => {
        setStriking(false);
        onBusyChange(false);
      });
  }

  return (
    <section className={`forge-bench ${striking ? 'forge-bench--striking' : ''}`} aria-labelledby="forge-bench-title">
      <h2 id="forge-bench-title" className="visually-hidden">
        {t('forge.benchTitle')}
      </h2>
      <div className="forge-bench__stage">
        <ul className="item-slots forge-slots">
          {Array.from({ length: FORGE_INPUTS.max }, (_, index) => {
            const item = items[index];
            return item ? (
              <li key={item.id} className="item-slots__item" style={{ '--grade': item.ornament.gradeColor, '--order': index } as CSSProperties} title={item.ornament.name}>
                <img src={item.ornament.image} alt={item.ornament.name} />
              </li>
            ) : (
              <li key={`empty-${index}`} className="item-slots__item item-slots__item--empty" aria-hidden="true" />
            );
          })}
        </ul>
        <div className="forge-bench__anvil" aria-hidden="true">
          <Icon name="hammer" size={40} />
        </div>
        <p className="forge-bench__caption" role="status">
          {striking ? (
            <>
              <span className="spinner spinner--sm" aria-hidden="true" />
              {t('forge.forging')}
            </>
          ) : (
            t('forge.slots', { count: items.length, max: FORGE_INPUTS.max })
          )}
        </p>
      </div>

      <div className="forge-bench__summary">
        <dl className="fact-grid">
          <div>
            <dt>{t('forge.inputValue')}</dt>
            <dd data-testid="forge-value">
              <Price amount={value} />
            </dd>
          </div>
          <div>
            <dt>{t('forge.band')}</dt>
            <dd data-testid="forge-band">
              {pool ? (
                <>
                  {pool.name}
                  <small>
                    <BandRange pool={pool} />
                  </small>
                </>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt>{t('forge.expectedReturn')}</dt>
            <dd>
              {pool ? (
                <>
                  <Price amount={pool.expectedReturn} />
                  {returnShare && <small>{t('forge.returnShare', { share: returnShare })}</small>}
                </>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt>{t('forge.topPrice')}</dt>
            <dd>{pool ? <Price amount={pool.topPrice} /> : '—'}</dd>
          </div>
        </dl>
        <Button size="lg" block onClick={strike} disabled={striking || (token !== null && problem !== null)} data-testid="forge-strike">
          <Icon name="hammer" />
          {striking ? t('forge.forging') : token ? t('forge.strike', { count: items.length }) : t('forge.signInToForge')}
        </Button>
        {token && problem && !striking && <p className="forge-bench__problem">{problem}</p>}
        {pool && advice?.warn && !striking && (
          <div className="forge-bench__waste" role="note" data-testid="forge-waste">
            <p>
              <Icon name="help" size={16} /> {t('forge.wasteWarning', { waste: formatMoney(advice.waste), band: pool.name, min: formatMoney(pool.minValue) })}
            </p>
            {advice.remove && (
              <p data-testid="forge-remove-advice">{t('forge.removeAdvice', { name: advice.remove.ornament.name, price: formatMoney(advice.remove.price) })}</p>
            )}
            {advice.nextBand && advice.toNextBand !== null && <p data-testid="forge-add-advice">{t('forge.addAdvice', { amount: formatMoney(advice.toNextBand), band: advice.nextBand.name })}</p>}
          </div>
        )}
        <a className="forge-bench__choose" href={`#${itemsId}`}>
          {t('forge.chooseItems', { min: FORGE_INPUTS.min, max: FORGE_INPUTS.max })}
        </a>
      </div>

      {confirm.dialog}
      {result && <ForgeResultDialog record={result} onClose={() => setResult(null)} />}
    </section>
  );
}
