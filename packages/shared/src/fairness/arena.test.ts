import { describe, expect, it } from 'vitest';
import { arenaRankPrize, arenaTeamTotals, leadingTeams, tieBreakRanges, tieBreakRound, tieBreakWinner } from './arena';
import { clientSeedOf, gameRollPoint } from './game-roll';
import { sha256Hex } from './roll';
import { ARENA_BATTLE_VECTOR } from './vectors';

describe('arena battle rules', () => {
  it('checks a known battle: commitment, client seed, every seat roll and the tie-break', async () => {
    const battle = ARENA_BATTLE_VECTOR;
    expect(await sha256Hex(battle.secret + battle.salt)).toBe(battle.publicHash);
    expect(await clientSeedOf(battle.userSeeds)).toBe(battle.clientSeed);
    for (const roll of battle.rolls) expect(await gameRollPoint({ secret: battle.secret, clientSeed: battle.clientSeed, round: roll.round, index: roll.seat })).toBe(roll.rollPoint);
    expect(tieBreakRound(2)).toBe(battle.tieBreak.round);
    expect(await gameRollPoint({ secret: battle.secret, clientSeed: battle.clientSeed, round: battle.tieBreak.round, index: 0 })).toBe(battle.tieBreak.rollPoint);
    expect(tieBreakWinner(battle.tieBreak.rollPoint, battle.tieBreak.teams)).toBe(battle.tieBreak.winnerTeam);
  });

  it('adds seats into teams and finds the leaders, ties included', () => {
    expect(arenaTeamTotals('2v2', [100, 50, 70, 80])).toEqual([150, 150]);
    expect(leadingTeams(arenaTeamTotals('2v2', [100, 50, 70, 80]))).toEqual([0, 1]);
    expect(leadingTeams(arenaTeamTotals('3p', [10, 30, 20]))).toEqual([1]);
    expect(leadingTeams(arenaTeamTotals('3p', [30, 30, 20]))).toEqual([0, 1]);
  });

  it('cuts tie-break roll points evenly between the tied teams, first runs taking the leftover point', () => {
    expect(tieBreakRanges([0, 1])).toEqual([
      { from: 1, to: 50_000 },
      { from: 50_001, to: 100_000 },
    ]);
    expect(tieBreakRanges([0, 1, 2]).map((range) => range.to - range.from + 1)).toEqual([33_334, 33_333, 33_333]);
    expect(tieBreakWinner(1, [1, 2])).toBe(1);
    expect(tieBreakWinner(50_001, [1, 2])).toBe(2);
    expect(tieBreakWinner(100_000, [0, 1, 2])).toBe(2);
    expect(() => tieBreakWinner(0, [0, 1])).toThrow(RangeError);
  });

  it('pays ranks 1-10 their prize, halved under 5888 points and nothing under 888.88', () => {
    expect([1, 2, 3, 4, 10].map((rank) => arenaRankPrize(rank, 600_000))).toEqual([25_800, 18_800, 8_800, 3_000, 3_000]);
    expect(arenaRankPrize(11, 600_000)).toBe(0);
    expect(arenaRankPrize(1, 588_800)).toBe(25_800);
    expect(arenaRankPrize(1, 588_799)).toBe(12_900);
    expect(arenaRankPrize(4, 88_888)).toBe(1_500);
    expect(arenaRankPrize(1, 88_887)).toBe(0);
  });
});
