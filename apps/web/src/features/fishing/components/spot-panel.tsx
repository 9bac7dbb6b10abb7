import { useState } from 'react';
import { FISHING_MODES, type FishingMode, type FishPlace, type FishTool } from '@lootbay/shared/schemas/fishing';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ItemCard } from '../../../components/ui/item-card';
import { Price } from '../../../components/ui/price';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useRefreshAfterFishing } from '../api/refresh-after-fishing';
import { useStartFishing } from '../api/start-fishing';
import { returnPercent } from '../hooks/rod-level';
import './fishing.css';
import { useTranslation } from '../../../lib/i18n';
import { useRedrawAfterChange } from '../../../lib/use-redraw-after-change';

interface SpotPanelProps {
  readonly place: FishPlace;
  readonly token: string | null;
  readonly tools: readonly FishTool[];
  readonly rodLevel: number;
  /** The leisure interval, seconds. */
  readonly catchSeconds: number;
  readonly onLoginRequired: () => void;
}

/** One spot: what a cast costs and returns, its best items, and the form that starts fishing there. */
export function SpotPanel({ place, token, tools, rodLevel, catchSeconds, onLoginRequired }: SpotPanelProps) {
  const { t } = useTranslation();
  const baits = tools.filter((tool) => tool.kind === 'bait' && tool.level === place.level);
  const [mode, setMode] = useState<FishingMode>('entertainment');
  const redraw = useRedrawAfterChange();
  const [toolId, setToolId] = useState<string | null>(null);
  const bait = baits.find((tool) => tool.id === toolId) ?? baits.find((tool) => (tool.owned ?? 0) > 0) ?? baits[0] ?? null;
  const held = bait?.owned ?? 0;
  const [amount, setAmount] = useState<number | null>(null);
  const take = Math.min(Math.max(1, amount ?? held), Math.max(1, held));
  const start = useStartFishing();
  const refresh = useRefreshAfterFishing();
  const locked = place.rodLevel > rodLevel;

  function begin(): void {
    if (!token) {
      onLoginRequired();
      return;
    }
    if (!bait) return;
    start.mutate(
      { placeId: place.id, mode, toolId: bait.id, bait: take, requestId: newRequestId() },
      { onSuccess: refresh, onError: (error) => showToast('error', error.message) },
    );
  }

  return (
    <section className="box-page__panel spot-panel" aria-labelledby="spot-title" data-testid="spot-panel">
      <h2 id="spot-title" className="box-page__title">
        {place.name}
      </h2>
      <dl className="spot-panel__facts">
        <div>
          <dt>{t('fishing.perCast')}</dt>
          <dd>
            <Price amount={place.castPrice} />
          </dd>
        </div>
        <div>
          <dt>{t('fishing.expectedReturn')}</dt>
          <dd>
            <Price amount={place.expectedReturn} />
            <small>{t('fishing.returnRate', { rate: returnPercent(place.expectedReturn, place.castPrice) })}</small>
          </dd>
        </div>
        <div>
          <dt>{t('fishing.rods')}</dt>
          <dd className={locked ? 'spot-panel__locked' : 'spot-panel__ok'}>
            <Icon name={locked ? 'lock' : 'check'} size={14} />
            {place.rodLevel === 0 ? t('fishing.handLine') : locked ? t('fishing.needRod', { level: place.rodLevel }) : t('fishing.owned')}
          </dd>
        </div>
      </dl>

      <h3 className="spot-panel__label">{t('fishing.bestCatches')}</h3>
      <div className="spot-panel__items">
        {place.topItems.map((item) => (
          <ItemCard key={item.id} ornament={item} compact footer={<span className="item-card__roll">{item.probability}</span>} />
        ))}
      </div>
      <ButtonLink to={`/details?place=${place.id}`} variant="ghost" size="sm">
        <Icon name="list" size={14} />
        {t('fishing.oddsLink')}
      </ButtonLink>

      <h3 className="spot-panel__label">{t('fishing.modeTitle')}</h3>
      <div className="spot-panel__modes" role="radiogroup" aria-label={t('fishing.modeTitle')}>
        {FISHING_MODES.map((option) => (
          <button key={option} type="button" role="radio" aria-checked={mode === option} className={`mode-choice ${mode === option ? 'mode-choice--on' : ''}`} onClick={() => setMode(option)} data-testid={`mode-${option}`}>
            <strong>{t(`fishing.modes.${option}`)}</strong>
            <span>{t(`fishing.modeTexts.${option}`, { seconds: catchSeconds })}</span>
          </button>
        ))}
      </div>

      {locked ? (
        <div className="spot-panel__notice">
          <p>{t('fishing.needRod', { level: place.rodLevel })}</p>
          <ButtonLink to="/fish-shop" variant="secondary" size="sm">
            {t('fishing.buyRod')}
          </ButtonLink>
        </div>
      ) : token && held === 0 ? (
        <div className="spot-panel__notice">
          <p>{t('fishing.noBait')}</p>
          <ButtonLink to="/fish-shop" variant="secondary" size="sm">
            {t('fishing.buyBait')}
          </ButtonLink>
        </div>
      ) : (
        token &&
        bait && (
          <div className="spot-panel__bait">
            <label className="spot-panel__field">
              <span>{t('fishing.baitTitle')}</span>
              <select value={bait.id} onChange={(event) => setToolId(event.target.value)}>
                {baits.map((tool) => (
                  <option key={tool.id} value={tool.id}>
                    {tool.name} · {t('fishing.baitHeld', { count: tool.owned ?? 0 })}
                  </option>
                ))}
              </select>
            </label>
            <label className="spot-panel__field">
              <span>{t('fishing.baitAmount')}</span>
              <input
                type="number"
                min={1}
                max={held}
                value={take}
                data-testid="bait-amount"
                onChange={(event) => {
                  setAmount(Number(event.target.value) || 1);
                  redraw();
                }}
              />
            </label>
            {mode === 'leisure' && <p className="spot-panel__hint">{t('fishing.duration', { minutes: Math.ceil((take * catchSeconds) / 60) })}</p>}
          </div>
        )
      )}

      <Button size="lg" block onClick={begin} disabled={!place.open || locked || start.isPending || (token !== null && held === 0)} data-testid="start-fishing">
        <Icon name="fish" size={18} />
        {token ? (start.isPending ? t('fishing.starting') : t('fishing.start')) : t('fishing.signIn')}
      </Button>
    </section>
  );
}
