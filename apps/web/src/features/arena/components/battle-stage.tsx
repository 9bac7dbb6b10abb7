import { Fragment, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { formatTime } from '../../../lib/format-time';
import { offerForRefusal } from '../../../lib/offer-for-refusal';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useCancelBattle } from '../api/cancel-battle';
import { useCreateBattle } from '../api/create-battle';
import { useJoinBattle } from '../api/join-battle';
import { useJoinRobots } from '../api/join-robots';
import { canCancel, canFillWithRobots, canJoin, leadingTeam, seatOf, seatsByTeam, takenSeats } from '../hooks/battle-view';
import { useReplay } from '../hooks/use-replay';
import { LeaderNote } from './leader-note';
import { ReportDialog } from './report-dialog';
import { RoundTrack } from './round-track';
import { SeatColumn } from './seat-column';
import { StateBadge } from './state-badge';
import { WinnerBanner } from './winner-banner';
import './battle-stage.css';
import { useTranslation } from '../../../lib/i18n';

interface BattleStageProps {
  readonly battle: ArenaBattle;
  readonly token: string | null;
  readonly userId: string | null;
  readonly onLoginRequired: () => void;
}

/**
 * A battle on its page: the rounds as its boxes, every seat side by side with its reel and items,
 * the countdown, the outcome, a replay of a finished battle, and what the member may do: take a
 * seat, fill it with robots, call it off, create the same battle again, report it.
 */
export function BattleStage({ battle, token, userId, onLoginRequired }: BattleStageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinBattle();
  const robots = useJoinRobots();
  const cancel = useCancelBattle();
  const clone = useCreateBattle();
  const replay = useReplay(battle.boxes.length, battle.roundMs);
  // Rounds already played when the page opened are shown at rest; later ones spin in, every
  // seat's reel in step. Fast-forward shows the rest of a live battle at rest as it arrives.
  const [openedAt] = useState(battle.rounds);
  const [fastForward, setFastForward] = useState(false);
  // The last round whose reels stopped: its items count towards the totals and the lead from then on.
  const [landed, setLanded] = useState(-1);
  const [reporting, setReporting] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const rounds = replay.rounds ?? battle.rounds;
  const spinFrom = replay.rounds !== null ? 0 : fastForward ? Number.POSITIVE_INFINITY : openedAt;
  const revealed = battle.status === 'finished' && replay.rounds === null;
  const spinsIn = !revealed && rounds > 0 && rounds - 1 >= spinFrom;
  const spinning = spinsIn && landed < rounds - 1;
  const countedRounds = spinning ? rounds - 1 : rounds;
  const leader = revealed ? null : leadingTeam(battle, countedRounds);
  const watching = replay.rounds !== null || (battle.status === 'fighting' && !fastForward);
  const mySeat = seatOf(battle, userId);
  const joinable = canJoin(battle, userId);
  const busy = join.isPending || robots.isPending || cancel.isPending || clone.isPending;

  function startReplay(): void {
    setLanded(-1);
    replay.start();
  }

  function refused(error: Error): void {
    if (!offerForRefusal(error)) showToast('error', error.message);
  }

  function signedIn(): boolean {
    if (token) return true;
    onLoginRequired();
    return false;
  }

  function takeSeat(seat: number): void {
    if (signedIn()) join.mutate({ id: battle.id, seat, requestId: newRequestId() }, { onError: refused });
  }

  function createAgain(): void {
    if (!signedIn()) return;
    clone.mutate(
      { boxIds: battle.boxes.map((box) => box.id), mode: battle.mode, requestId: newRequestId(), cloneOf: battle.id },
      { onSuccess: (created) => void navigate(`/pk-room-details?id=${encodeURIComponent(created.id)}`), onError: refused },
    );
  }

  return (
    <div className="stage" data-battle-id={battle.id} data-status={battle.status}>
      <header className="stage__head">
        <div className="stage__title">
          <h1>
            {t('arena.battleTitle', { mode: t(`arena.modes.${battle.mode}`) })} <span className="stage__id">#{battle.id.slice(-6)}</span>
          </h1>
          <p className="stage__facts">
            <StateBadge status={battle.status} />
            <span>
              {t('arena.perSeat')} <Price amount={battle.price} />
            </span>
            <span>
              {t('arena.pot')} <Price amount={battle.price * battle.seats.length} />
            </span>
            <span>{t('arena.boxCount', { count: battle.boxes.length })}</span>
            <time dateTime={new Date(battle.createdAt).toISOString()}>{formatTime(battle.createdAt)}</time>
            {battle.clonedFrom && <Link to={`/pk-room-details?id=${encodeURIComponent(battle.clonedFrom)}`}>{t('arena.clonedFrom', { id: battle.clonedFrom.slice(-6) })}</Link>}
          </p>
        </div>
        <div className="stage__actions">
          {watching && (
            <Button variant="secondary" size="sm" onClick={replay.rounds === null ? () => setFastForward(true) : replay.stop} data-testid="fast-forward">
              <Icon name="forward" size={16} />
              {t('arena.fastForward')}
            </Button>
          )}
          {battle.status === 'finished' && replay.rounds === null && (
            <Button variant="secondary" size="sm" onClick={startReplay} data-testid="replay">
              <Icon name="play" size={16} />
              {t('arena.replay')}
            </Button>
          )}
          {canFillWithRobots(battle, userId) && (
            <Button variant="secondary" size="sm" onClick={() => robots.mutate(battle.id, { onError: refused })} disabled={busy} data-testid="fill-robots">
              <Icon name="robot" size={16} />
              {t('arena.fillRobotsNow')}
            </Button>
          )}
          {canCancel(battle, userId) && (
            <Button variant="ghost" size="sm" onClick={() => setConfirmCancel(true)} disabled={busy}>
              <Icon name="close" size={16} />
              {t('arena.cancelBattle')}
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={createAgain} disabled={busy} data-testid="clone-battle">
            <Icon name="copy" size={16} />
            {t('arena.createSame')}
          </Button>
          {battle.creatorId !== userId && (
            <Button variant="ghost" size="sm" onClick={() => signedIn() && setReporting(true)}>
              <Icon name="flag" size={16} />
              {t('arena.report')}
            </Button>
          )}
          <Link className="stage__proof" to={`/fair?arena=${encodeURIComponent(battle.id)}`} data-testid="battle-proof">
            <Icon name="shield" size={16} />
            {t('arena.proof')}
          </Link>
        </div>
      </header>

      <RoundTrack boxes={battle.boxes} rounds={rounds} live={battle.status === 'fighting' || battle.status === 'ready' || replay.rounds !== null} />

      <div className="stage__status" data-testid="battle-status">
        {replay.rounds !== null ? (
          <p className="stage__line">
            <Icon name="play" size={16} />
            {t('arena.replaying', { round: Math.min(replay.rounds, battle.boxes.length), rounds: battle.boxes.length })}
            <LeaderNote battle={battle} team={leader} />
          </p>
        ) : battle.status === 'waiting' ? (
          <p className="stage__line">
            <Icon name="users" size={16} />
            {t('arena.waitingLine', { taken: takenSeats(battle), seats: battle.seats.length })}
          </p>
        ) : battle.status === 'ready' ? (
          <p className="stage__line stage__line--hot">
            <Icon name="clock" size={16} />
            {battle.nextAt === null ? t('arena.starting') : <Countdown until={battle.nextAt}>{(seconds) => t('arena.startsIn', { seconds })}</Countdown>}
            {battle.clientSeed === null && <span className="stage__beacon"> {t('arena.beaconWait')}</span>}
          </p>
        ) : battle.status === 'fighting' ? (
          <p className="stage__line stage__line--hot">
            <Icon name="swords" size={16} />
            {t('arena.roundOf', { round: Math.max(1, battle.rounds), rounds: battle.boxes.length })}
            <LeaderNote battle={battle} team={leader} />
          </p>
        ) : battle.status === 'cancelled' ? (
          <p className="stage__line">
            <Icon name="info" size={16} />
            {t('arena.cancelledLine')}
          </p>
        ) : (
          <WinnerBanner battle={battle} userId={userId} />
        )}
      </div>

      <div className={`stage__seats stage__seats--${battle.mode}`}>
        {seatsByTeam(battle).map((team, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <span className="stage__vs" aria-hidden="true">
                VS
              </span>
            )}
            <div className="stage__team">
              {team.map((seat) => (
                <SeatColumn
                  key={seat.seat}
                  battle={battle}
                  seat={seat}
                  rounds={rounds}
                  countedRounds={countedRounds}
                  spinsIn={spinsIn}
                  leading={leader === seat.team}
                  revealed={revealed}
                  onLanded={() => setLanded(rounds - 1)}
                  mine={mySeat?.seat === seat.seat}
                  joinable={joinable}
                  joining={busy}
                  onJoin={takeSeat}
                />
              ))}
            </div>
          </Fragment>
        ))}
      </div>

      <ReportDialog battleId={battle.id} open={reporting} onClose={() => setReporting(false)} />
      <Dialog
        open={confirmCancel}
        title={t('arena.cancelTitle')}
        closeLabel={t('arena.close')}
        onClose={() => setConfirmCancel(false)}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
              {t('arena.keepBattle')}
            </Button>
            <Button onClick={() => cancel.mutate(battle.id, { onSuccess: () => setConfirmCancel(false), onError: refused })} disabled={cancel.isPending}>
              {t('arena.cancelConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('arena.cancelText')}</p>
      </Dialog>
    </div>
  );
}
