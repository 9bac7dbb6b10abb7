import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { BingoReward } from '@lootbay/shared/schemas/activity';
import type { ClaimState } from '@lootbay/shared/schemas/claim-state';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { Icon } from '../../../components/ui/icon';
import { splitCountdown } from '../../../lib/format-countdown';
import { proofLink } from '../../../lib/proof-link';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useClaimBingoStep } from '../api/claim-bingo-step';
import { useActivityInfo } from '../api/get-activity-info';
import { useBingoProgress } from '../api/get-bingo-progress';
import { useBingoRanking } from '../api/get-bingo-ranking';
import { useActivities } from '../api/list-activities';
import { stepShare } from '../hooks/step-share';
import { ActivityCard } from './activity-card';
import './activities.css';
import { useTranslation } from '../../../lib/i18n';

/** How many of the week's leaders the card shows. */
const RANKING_SHOWN = 5;

interface BingoCardProps {
  readonly token: string | null;
  readonly onLoginRequired: () => void;
}

/**
 * The weekly board: paid box opens move the member along its steps, the pay steps give a free roll
 * of a free box once reached, and the week's leaders beside it.
 */
export function BingoCard({ token, onLoginRequired }: BingoCardProps) {
  const { t } = useTranslation();
  const activities = useActivities();
  const id = activities.data?.[0]?.id ?? null;
  const info = useActivityInfo(id, token);
  const progress = useBingoProgress(id, token);
  const ranking = useBingoRanking(id);
  const claim = useClaimBingoStep();
  const [reward, setReward] = useState<BingoReward | null>(null);
  const board = info.data;
  const opens = progress.data?.opens ?? board?.opens ?? 0;
  const states = new Map<number, ClaimState>(progress.data?.steps.map((step) => [step.step, step.state]) ?? []);
  const claimable = progress.data?.steps.filter((step) => step.reward !== null && step.state === 'completed') ?? [];

  /** The week's time left: days and a clock. */
  const left = (seconds: number) => {
    const { days, clock } = splitCountdown(seconds);
    return t('activity.bingoLeft', { time: days > 0 ? t('activity.daysClock', { days, clock }) : clock });
  };

  function claimStep(step: number): void {
    if (!id) return;
    claim.mutate({ id, step, requestId: newRequestId() }, { onSuccess: setReward, onError: (error) => showToast('error', error.message) });
  }

  return (
    <ActivityCard
      icon="trophy"
      title={board?.name ?? t('activity.bingoTitle')}
      testId="bingo-activity"
      aside={
        board && (
          <span className="activity-card__tag">
            <Countdown until={board.endsAt}>{left}</Countdown>
          </span>
        )
      }
    >
      {activities.isError || info.isError ? (
        <p className="activity-card__lead">{t('activity.loadError')}</p>
      ) : !board ? (
        <p className="activity-card__lead" aria-busy="true">
          {t('activity.loading')}
        </p>
      ) : (
        <>
          <p className="activity-card__lead">{token ? t('activity.bingoOpens', { count: opens }) : t('activity.bingoVisitor')}</p>
          <ol className="bingo-track" style={{ '--share': stepShare(board.steps, opens) } as CSSProperties} aria-label={t('activity.bingoSteps')} data-testid="bingo-track">
            {board.steps.map((step) => {
              const state = states.get(step.step) ?? (opens >= step.opens && token ? 'completed' : 'not_completed');
              return (
                <li key={step.step} className={`bingo-step bingo-step--${state} ${step.reward ? 'bingo-step--reward' : ''}`} title={step.reward ? t('activity.stepReward', { opens: step.opens, box: step.reward.name }) : t('activity.stepPlain', { opens: step.opens })}>
                  <span className="bingo-step__dot">{state === 'claimed' ? <Icon name="check" size={12} /> : step.reward ? <Icon name="gift" size={12} /> : null}</span>
                  <span className="bingo-step__opens">{step.opens}</span>
                </li>
              );
            })}
          </ol>
          {claimable.length > 0 && (
            <div className="bingo-claims">
              {claimable.map((step) => (
                <Button key={step.step} size="sm" onClick={() => claimStep(step.step)} disabled={claim.isPending} data-testid="claim-step">
                  <Icon name="gift" size={14} />
                  {t('activity.claimStep', { box: step.reward?.name ?? '' })}
                </Button>
              ))}
            </div>
          )}
          {reward && (
            <p className="bingo-reward" data-testid="bingo-reward">
              {t('activity.stepWon', { item: reward.item.name, point: reward.rollPoint })}{' '}
              <Link to={proofLink(reward.rollId)}>{t('activity.proof')}</Link>
            </p>
          )}
          {ranking.data && ranking.data.list.length > 0 && (
            <ol className="bingo-ranking" aria-label={t('activity.rankingTitle')}>
              {ranking.data.list.slice(0, RANKING_SHOWN).map((row) => (
                <li key={row.userId}>
                  <span className="bingo-ranking__rank">{row.rank}</span>
                  <span className="bingo-ranking__name">{row.nickname}</span>
                  <span className="bingo-ranking__opens">{t('activity.rankingOpens', { count: row.opens })}</span>
                </li>
              ))}
            </ol>
          )}
          {!token && (
            <Button size="sm" variant="secondary" onClick={onLoginRequired} className="activity-card__more">
              {t('activity.signIn')}
            </Button>
          )}
        </>
      )}
    </ActivityCard>
  );
}
