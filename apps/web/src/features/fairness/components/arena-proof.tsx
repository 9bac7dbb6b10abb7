import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { boxOddsQuery } from '../api/get-box-odds';
import { checkArenaBattle, oddsKey } from '../hooks/check-arena-battle';
import { useGameCheck } from '../hooks/use-game-check';
import { hasWebCrypto } from '../hooks/web-crypto';
import { GameCheckPending } from './game-check-pending';
import { GameSeedValues } from './game-seed-values';
import { battleRecordDiffers, type BattleRecordBody } from '@lootbay/shared/fairness/chain-records';
import { useProvenance } from '../hooks/use-provenance';
import { ProofHeadline } from './proof-headline';
import { ProofLines, useShownLines, type ShownLine } from './proof-lines';
import './fairness.css';

/** A seat's player as the proof names it, robots labelled. */
function seatName(battle: ArenaBattle, seat: number, robotWord: string): string {
  const found = battle.seats.find((candidate) => candidate.seat === seat);
  const name = found?.nickname ?? '—';
  return found?.robot ? `${name} (${robotWord})` : name;
}

/** The odds tables once every one has loaded or failed (module-level, so the answer keeps its identity between renders). */
function combineTables(results: UseQueryResult<BoxDetail>[]) {
  return {
    failed: results.map((result) => result.isError),
    loaded: results.every((result) => result.data !== undefined || result.isError) ? results.map((result) => result.data) : null,
  };
}

/** Which parts of a finished battle as shown differ from its chained record. */
function battleDiffers(body: string, battle: ArenaBattle) {
  return battleRecordDiffers(JSON.parse(body) as BattleRecordBody, battle);
}

/** The check of a battle against its boxes' odds versions (module-level: one identity for every render). */
function checkBattle({ battle, odds }: { readonly battle: ArenaBattle; readonly odds: Map<string, BoxDetail> }) {
  return checkArenaBattle(battle, odds);
}

/**
 * Verifies a whole arena battle in this browser: the commitment, the client seed, each box's odds
 * version, every roll of every seat and round with the item it picks (✓ or ✗ each), the tie-break
 * and the winners. Until the battle finishes its secret is sealed and only the odds can be checked.
 */
export function ArenaProof({ battle }: { readonly battle: ArenaBattle }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const canHash = hasWebCrypto();
  const versions = useMemo(() => [...new Map(battle.boxes.map((box) => [oddsKey(box.id, box.oddsVersion), box])).values()], [battle.boxes]);
  const tables = useQueries({
    queries: versions.map((box) => boxOddsQuery(box.id, box.oddsVersion, locale)),
    combine: combineTables,
  });
  const input = useMemo(
    () =>
      canHash && tables.loaded
        ? { battle, odds: new Map(versions.flatMap((box, index) => (tables.loaded![index] ? [[oddsKey(box.id, box.oddsVersion), tables.loaded![index]!] as const] : []))) }
        : null,
    [battle, versions, tables.loaded, canHash],
  );
  const result = useGameCheck(input, checkBattle);
  const beacon = useMemo(() => (battle.beacon || battle.seats.some((seat) => seat.robot) ? { round: battle.beacon, closedAt: battle.filledAt, committedAt: battle.createdAt } : null), [battle]);
  const provenance = useShownLines(useProvenance({ kind: 'battle', ref: battle.status === 'finished' ? battle.id : null, shown: battle, differs: battleDiffers, beacon }));

  const sealed = battle.secret === null;
  // A team in words: "Team A" in 2v2, else its one seat's player.
  const teamName = (team: number) =>
    battle.mode === '2v2'
      ? t('arena.team', { team: String.fromCharCode(65 + team) })
      : battle.seats
          .filter((seat) => seat.team === team)
          .map((seat) => seatName(battle, seat.seat, t('arena.robot')))
          .join(' & ');
  const summary = t('fair.arenaChecking', { mode: t(`arena.modes.${battle.mode}`), boxes: battle.boxes.length, seats: battle.seats.length });

  const failed = result === 'failed';
  if (!canHash || failed || result === null) return <GameCheckPending canHash={canHash} failed={failed ? t('fair.arenaLoadError') : null} />;

  const passed = result.rolls.filter((roll) => roll.ok === true).length;
  const lines: ShownLine[] = [
    ...versions.flatMap((box, index) => (tables.failed[index] ? [{ ok: false, text: t('fair.oddsUnreadable', { box: box.name, version: box.oddsVersion }), testId: 'arena-odds-check' }] : [])),
    ...(result.hashOk === null ? [] : [{ ok: result.hashOk, text: t(result.hashOk ? 'fair.hashMatches' : 'fair.hashMismatch'), testId: 'arena-hash-check' }]),
    ...(result.clientSeedOk === null ? [] : [{ ok: result.clientSeedOk, text: t(result.clientSeedOk ? 'fair.arenaSeedMatches' : 'fair.arenaSeedMismatch'), testId: 'arena-client-seed-check' }]),
    ...result.boxes.map((box) => ({
      ok: box.recordedOk && box.publishedOk,
      text: t(box.recordedOk && box.publishedOk ? 'fair.arenaOddsMatches' : 'fair.arenaOddsMismatch', { round: box.round + 1, box: box.name, version: box.version }),
      testId: 'arena-odds-check',
    })),
    ...(sealed ? [] : [{ ok: passed === result.rolls.length, text: t('fair.arenaRollsPassed', { passed, count: result.rolls.length }), testId: 'arena-rolls-check' }]),
    ...(result.tieBreak ? [{ ok: result.tieBreak.ok, text: t(result.tieBreak.ok ? 'fair.arenaTieMatches' : 'fair.arenaTieMismatch', { point: result.tieBreak.point, team: teamName(result.tieBreak.team) }), testId: 'arena-tie-check' }] : []),
    ...(result.winnersOk === null ? [] : [{ ok: result.winnersOk, text: t(result.winnersOk ? 'fair.arenaWinnersMatch' : 'fair.arenaWinnersMismatch'), testId: 'arena-winners-check' }]),
    ...provenance,
  ];
  return (
    <div className="game-proof" data-testid="arena-proof">
      <ProofHeadline lines={lines} />
      <p className="fair-summary">
        {summary}
        {sealed && <strong className="fair-sealed"> {t('fair.arenaSealed')}</strong>}
      </p>
      <GameSeedValues className="game-proof__values" publicHash={battle.publicHash} clientSeed={battle.clientSeed} secret={battle.secret} salt={battle.salt} />
      <ProofLines lines={lines} />

      <p className="game-proof__tally" data-testid="arena-roll-tally">
        {sealed ? t('fair.arenaRollsSealed', { count: result.rolls.length }) : t('fair.arenaRollsPassed', { passed, count: result.rolls.length })}
      </p>
      <div className="game-proof__table-wrap">
        <table className="game-proof__table">
          <thead>
            <tr>
              <th scope="col">{t('fair.round')}</th>
              <th scope="col">{t('fair.arenaSeat')}</th>
              <th scope="col">{t('fair.computedPoint')}</th>
              <th scope="col">{t('fair.arenaItem')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('fair.arenaVerdict')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rolls.map((roll) => (
              <tr key={`${roll.round}-${roll.seat}`} className={`proof-roll proof-roll--${roll.ok === null ? 'unknown' : roll.ok ? 'ok' : 'bad'}`} data-testid="arena-roll" data-round={roll.round} data-seat={roll.seat}>
                <td>{roll.round + 1}</td>
                <td className="arena-roll__seat">
                  <span className="proof-roll__no">{roll.seat + 1}</span>
                  <span className="arena-roll__seat-name">{seatName(battle, roll.seat, t('arena.robot'))}</span>
                </td>
                <td className="proof-roll__point">
                  {roll.point ?? '—'}
                  {roll.point !== roll.recordedPoint && <small>{t('fair.arenaRecorded', { point: roll.recordedPoint })}</small>}
                </td>
                <td className="arena-roll__item">
                  {roll.picked ? (
                    <>
                      {roll.picked.name}
                      <span className="arena-roll__range">
                        {roll.picked.rollFrom}–{roll.picked.rollTo}
                      </span>
                    </>
                  ) : (
                    t('fair.arenaNoItem')
                  )}
                  {roll.picked?.id !== roll.recordedId && <small>{t('fair.arenaRecordedItem', { item: roll.recordedItem })}</small>}
                </td>
                <td className="proof-roll__mark" aria-label={roll.ok === null ? t('fair.arenaUnchecked') : roll.ok ? t('fair.arenaPassed') : t('fair.arenaFailed')}>
                  {roll.ok === null ? '…' : roll.ok ? '✓' : '✗'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
