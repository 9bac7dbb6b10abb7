import { describe, expect, it } from 'vitest';
import type { ArenaBattle, ArenaDrop, ArenaSeat } from '@lootbay/shared/schemas/arena';
import { leadingTeam, teamTotals } from './battle-view';

function drop(round: number, price: number): ArenaDrop {
  return { round, price } as ArenaDrop;
}

function seat(index: number, team: number, items: ArenaDrop[]): ArenaSeat {
  return { seat: index, team, items } as ArenaSeat;
}

function battle(mode: ArenaBattle['mode'], seats: ArenaSeat[]): ArenaBattle {
  return { mode, seats } as ArenaBattle;
}

describe('the lead of a battle in play', () => {
  const twoPlayers = battle('2p', [seat(0, 0, [drop(0, 500), drop(1, 100)]), seat(1, 1, [drop(0, 300), drop(1, 900)])]);

  it('is nobody before any item has landed', () => {
    expect(leadingTeam(twoPlayers, 0)).toBeNull();
  });

  it('follows the totals as rounds land', () => {
    expect(leadingTeam(twoPlayers, 1)).toBe(0);
    expect(leadingTeam(twoPlayers, 2)).toBe(1);
  });

  it('is nobody while the teams are level', () => {
    const level = battle('2p', [seat(0, 0, [drop(0, 400)]), seat(1, 1, [drop(0, 400)])]);
    expect(leadingTeam(level, 1)).toBeNull();
  });

  it('adds up both seats of a 2v2 team', () => {
    const teams = battle('2v2', [seat(0, 0, [drop(0, 100)]), seat(1, 0, [drop(0, 100)]), seat(2, 1, [drop(0, 150)]), seat(3, 1, [drop(0, 10)])]);
    expect(teamTotals(teams, 1)).toEqual(new Map([[0, 200], [1, 160]]));
    expect(leadingTeam(teams, 1)).toBe(0);
  });
});
