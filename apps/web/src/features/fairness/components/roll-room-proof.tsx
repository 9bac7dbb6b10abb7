import { useMemo } from 'react';
import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import { checkRollRoom } from '../hooks/check-roll-room';
import { useGameCheck } from '../hooks/use-game-check';
import { hasWebCrypto } from '../hooks/web-crypto';
import { GameCheckPending } from './game-check-pending';
import { GameSeedValues } from './game-seed-values';
import { drawRecordDiffers, type DrawRecordBody } from '@lootbay/shared/fairness/chain-records';
import { useProvenance } from '../hooks/use-provenance';
import { ProofHeadline } from './proof-headline';
import { ProofLines, useShownLines, type ShownLine } from './proof-lines';
import './fairness.css';
import './roll-room-proof.css';
import { useTranslation } from '../../../lib/i18n';

/** Which parts of a drawn room as shown differ from its chained record. */
function drawDiffers(body: string, room: RollRoomDetail) {
  return drawRecordDiffers(JSON.parse(body) as DrawRecordBody, room);
}

/**
 * Verifies a roll room's draw in this browser: the commitment, the client seed from the people in
 * join order, and each prize's roll and the participant it picks (✓ or ✗ each). Until the draw has
 * run its secret is sealed and only the commitment and the people can be shown.
 */
export function RollRoomProof({ room }: { readonly room: RollRoomDetail }) {
  const { t } = useTranslation();
  const canHash = hasWebCrypto();
  const result = useGameCheck(canHash ? room : null, checkRollRoom);
  const drawn = room.status === 'finished' && room.people.length > 0;
  const beacon = useMemo(() => (drawn ? { round: room.beacon, closedAt: room.endsAt, committedAt: room.startsAt } : null), [drawn, room]);
  const provenance = useShownLines(useProvenance({ kind: 'draw', ref: drawn ? room.id : null, shown: room, differs: drawDiffers, beacon }));

  const names = new Map(room.people.map((person) => [person.id, person.robot ? `${person.nickname} (${t('roll.robot')})` : person.nickname]));
  const nameOf = (id: string | null) => (id === null ? '—' : (names.get(id) ?? id));
  const sealed = room.secret === null;

  const failed = result === 'failed';
  if (!canHash || failed || result === null) return <GameCheckPending canHash={canHash} failed={failed ? t('fair.roomLoadError') : null} />;

  const passed = result.prizes.filter((prize) => prize.ok === true).length;
  const lines: ShownLine[] = [
    ...(result.hashOk === null ? [] : [{ ok: result.hashOk, text: t(result.hashOk ? 'fair.hashMatches' : 'fair.hashMismatch'), testId: 'room-hash-check' }]),
    ...(result.clientSeedOk === null ? [] : [{ ok: result.clientSeedOk, text: t(result.clientSeedOk ? 'fair.roomSeedMatches' : 'fair.roomSeedMismatch', { count: room.people.length }), testId: 'room-client-seed-check' }]),
    ...(result.winnersOk === null ? [] : [{ ok: result.winnersOk, text: t(result.winnersOk ? 'fair.roomWinnersMatch' : 'fair.roomWinnersMismatch'), testId: 'room-winners-check' }]),
    ...provenance,
  ];
  return (
    <div className="game-proof" data-testid="room-proof">
      <ProofHeadline lines={lines} />
      <p className="fair-summary">
        {t('fair.roomChecking', { title: room.title, people: room.people.length, prizes: room.prizes.length })}
        {sealed && <strong className="fair-sealed"> {t('fair.roomSealed')}</strong>}
      </p>
      <GameSeedValues className="game-proof__values" publicHash={room.publicHash} clientSeed={room.clientSeed} secret={room.secret} salt={room.salt} />
      <ProofLines lines={lines} />

      <p className="game-proof__tally" data-testid="room-prize-tally">
        {sealed ? t('fair.roomPending', { count: result.prizes.length }) : room.people.length === 0 ? t('fair.roomNobody') : t('fair.roomPassed', { passed, count: result.prizes.length })}
      </p>
      <div className="game-proof__table-wrap">
        <table className="game-proof__table">
          <thead>
            <tr>
              <th scope="col">{t('fair.roomPrize')}</th>
              <th scope="col">{t('fair.computedPoint')}</th>
              <th scope="col" className="room-roll__pick">
                {t('fair.roomPick')}
              </th>
              <th scope="col">{t('fair.roomWinner')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('fair.arenaVerdict')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {result.prizes.map((prize) => (
              <tr key={prize.position} className={`proof-roll room-roll proof-roll--${prize.ok === null ? 'unknown' : prize.ok ? 'ok' : 'bad'}`} data-testid="room-roll" data-position={prize.position}>
                <td className="room-roll__prize">
                  <span className="proof-roll__no">{prize.position + 1}</span>
                  <span className="room-roll__name">{prize.name}</span>
                </td>
                <td className="proof-roll__point">
                  {prize.point ?? '—'}
                  {prize.recordedPoint !== null && prize.point !== prize.recordedPoint && <small>{t('fair.arenaRecorded', { point: prize.recordedPoint })}</small>}
                </td>
                <td className="room-roll__pick">{prize.pick !== null && prize.running !== null ? t('fair.roomPickOf', { place: prize.pick + 1, running: prize.running }) : '—'}</td>
                <td className="room-roll__winner">
                  {nameOf(prize.winner)}
                  {prize.recordedWinner !== null && prize.winner !== prize.recordedWinner && <small>{t('fair.arenaRecordedItem', { item: nameOf(prize.recordedWinner) })}</small>}
                </td>
                <td className="proof-roll__mark" aria-label={prize.ok === null ? t('fair.arenaUnchecked') : prize.ok ? t('fair.arenaPassed') : t('fair.arenaFailed')}>
                  {prize.ok === null ? '…' : prize.ok ? '✓' : '✗'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
