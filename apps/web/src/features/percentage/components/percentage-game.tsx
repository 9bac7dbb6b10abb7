import { useRef, useState } from 'react';
import { formatMoney } from '@lootbay/shared/money';
import type { BackpackItem } from '@lootbay/shared/schemas/backpack';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import type { PercentPlay } from '@lootbay/shared/schemas/percentage';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useConfirm } from '../../../components/ui/use-confirm';
import { offerForRefusal } from '../../../lib/offer-for-refusal';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { usePlayPercentage, useRefreshAfterPlay } from '../api/play-percentage';
import { coinsForChance, stakeOf, type StakeProblem } from '../hooks/stake';
import { useDial } from '../hooks/use-dial';
import { ChanceField } from './chance-field';
import { CoinField } from './coin-field';
import { PercentDial } from './percent-dial';
import { PercentResultDialog } from './percent-result-dialog';
import { PlayFacts } from './play-facts';
import { shownChance } from './shown-chance';
import { StakeSlot } from './stake-slot';
import { TargetSlot } from './target-slot';
import './percentage.css';
import { useTranslation } from '../../../lib/i18n';

/** A beat between the needle stopping and the result covering it, so the stop is seen. */
const RESULT_DELAY_MS = 700;

interface PercentageGameProps {
  readonly token: string | null;
  readonly target: Ornament | null;
  /** The published return, hundredths of a percent; null until the catalogue answers. */
  readonly rtp: number | null;
  /** The backpack items staked, chosen in the page's picker. */
  readonly items: readonly BackpackItem[];
  /** The pickers' ids, where the slots beside the dial send the player. */
  readonly targetsId: string;
  readonly itemsId: string;
  /** A play is under way (sent, the dial turning, or its result not yet seen): the pickers hold still. */
  readonly onBusyChange: (busy: boolean) => void;
  /** The staked items are gone: the page clears its choice. */
  readonly onStakeSpent: () => void;
  readonly onLoginRequired: () => void;
}

/**
 * The percentage game: the stake (items and coins) and the target beside the dial, the coins or
 * the chance to set, the numbers that decide the play, and the play itself: the dial spins to the
 * proven roll point, then the result.
 */
export function PercentageGame({ token, target, rtp, items, targetsId, itemsId, onBusyChange, onStakeSpent, onLoginRequired }: PercentageGameProps) {
  const { t } = useTranslation();
  const [coins, setCoins] = useState(0);
  const [result, setResult] = useState<PercentPlay | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  const play = usePlayPercentage();
  const refresh = useRefreshAfterPlay();
  const dial = useDial();
  const dialRef = useRef<HTMLDivElement>(null);
  const confirm = useConfirm('stake');
  const itemsValue = items.reduce((sum, item) => sum + item.price, 0);
  const priced = target !== null && rtp !== null;
  const stake = stakeOf(priced ? target.price : null, rtp ?? 0, itemsValue, coins);
  // From the click until the result is seen: the stake on screen is the one played.
  const busy = play.isPending || dial.spinning || dial.landed !== null;
  // While a play lands, the dial shows the chance it was played at.
  const landing = result !== null && (dial.spinning || dial.landed !== null);
  const dialChance = landing ? result.chance : stake.chance;
  // A stake above or below what a play may have says so at the dial, where its chance shows.
  const outOfRange = !busy && (stake.problem === 'high' || stake.problem === 'low') ? stake.problem : null;

  /** Why the stake cannot be played, in the player's words. */
  function problemText(reason: StakeProblem): string {
    const limits = stake.limits ?? { min: 0, max: 0 };
    if (reason === 'target') return t('percentage.needTarget');
    if (reason === 'unreachable') return t('percentage.targetOutOfReach');
    if (reason === 'empty') return t('percentage.needStake');
    return reason === 'low' ? t('percentage.stakeTooLow', { min: formatMoney(limits.min) }) : t('percentage.stakeTooHigh', { max: formatMoney(limits.max) });
  }

  function start(): void {
    if (!token) {
      onLoginRequired();
      return;
    }
    if (!target || stake.problem) return;
    confirm.ask({
      title: t('confirm.stakeTitle'),
      text: t('confirm.stakeText', { value: formatMoney(stake.stakeValue), count: items.length, coins: formatMoney(coins), chance: shownChance(stake.chance), target: target.name }),
      confirmLabel: t('confirm.stakeConfirm'),
      action: () => playNow(target),
    });
  }

  function playNow(target: Ornament): void {
    onBusyChange(true);
    // A new click is a new request: its retries (a lost answer, a seed sent first) reuse this id.
    play.mutate(
      { targetId: target.id, coins, ids: items.map((item) => item.id), requestId: newRequestId(), chance: stake.chance },
      {
        onSuccess: (answer) => {
          setResult(answer);
          // On a phone the play button sits below the dial: the spin is brought into view.
          dialRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
          void dial.spin(answer.rollPoint).then(() => {
            refresh();
            window.setTimeout(() => setResultOpen(true), RESULT_DELAY_MS);
          });
        },
        // A coin shortfall opens the recharge offer; any other refusal shows the server's message.
        onError: (error) => {
          onBusyChange(false);
          if (!offerForRefusal(error)) showToast('error', error.message);
        },
      },
    );
  }

  /** The result was seen: the staked items are gone and the next stake starts empty. */
  function closeResult(): void {
    setResultOpen(false);
    dial.rest();
    onStakeSpent();
    setCoins(0);
    onBusyChange(false);
  }

  return (
    <section className="percent-game" aria-labelledby="percent-game-title">
      <h2 id="percent-game-title" className="visually-hidden">
        {t('percentage.gameTitle')}
      </h2>
      <div className="arena">
        <div ref={dialRef} className="arena__dial">
          <PercentDial dial={dial} chance={dialChance} won={result && dial.landed !== null ? result.win : null} outOfRange={token && outOfRange ? problemText(outOfRange) : null} />
        </div>
        <StakeSlot items={items} coins={coins} pickerId={itemsId} />
        <TargetSlot target={target} pickerId={targetsId} />
      </div>

      <div className="percent-controls">
        <CoinField coins={coins} max={stake.limits ? Math.max(0, stake.limits.max - itemsValue) : 0} disabled={busy || !priced} onChange={setCoins} />
        <ChanceField
          chance={priced ? stake.chance : null}
          disabled={busy || !priced}
          onChance={(chance) => priced && setCoins(coinsForChance(chance, target.price, rtp, itemsValue))}
        />
        <div className="percent-controls__play">
          <PlayFacts chance={stake.chance} stakeValue={stake.stakeValue} targetPrice={priced ? target.price : null} rtp={rtp} />
          <Button size="lg" block onClick={start} disabled={busy || (token !== null && stake.problem !== null)} data-testid="percent-play">
            {play.isPending ? <span className="spinner spinner--sm" aria-hidden="true" /> : <Icon name="percent" />}
            {play.isPending ? t('percentage.playing') : token ? t('percentage.play') : t('percentage.signInToPlay')}
          </Button>
          {token && stake.problem && !outOfRange && !busy && <p className="percent-controls__problem">{problemText(stake.problem)}</p>}
        </div>
      </div>

      {confirm.dialog}
      {result && <PercentResultDialog play={result} open={resultOpen} onClose={closeResult} />}
    </section>
  );
}
