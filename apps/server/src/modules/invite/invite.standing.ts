import type { InviteDependencies } from './invite.context';
import { inChunks } from './invite.context';
import { levelOf, levelsWith, type InviteLevel } from './invite.levels';
import { grantedLevels, rateOverrides } from './invite.repository';

export interface Standing {
  readonly effective: number;
  readonly level: InviteLevel;
}

/**
 * Where promoters stand: their effective invitees (tier 1 members who have recharged) and the
 * level those reach, or the level an operator granted when higher, with the rates in force.
 */
export function createStandings(deps: Pick<InviteDependencies, 'db' | 'tree' | 'recharge'>) {
  const db = deps.db.kysely;
  return {
    async levels(): Promise<InviteLevel[]> {
      return levelsWith(await rateOverrides(db));
    },

    async of(promoterIds: readonly string[]): Promise<Map<string, Standing>> {
      const [levels, invitees, granted] = await Promise.all([this.levels(), inChunks(promoterIds, deps.tree.inviteesOf), inChunks(promoterIds, async (chunk) => [...(await grantedLevels(db, chunk))])]);
      const paid = new Set(await inChunks(invitees.map((invitee) => invitee.id), deps.recharge.everPaid));
      const grantedById = new Map(granted);
      const effective = new Map<string, number>();
      for (const invitee of invitees) if (paid.has(invitee.id)) effective.set(invitee.inviterId, (effective.get(invitee.inviterId) ?? 0) + 1);
      return new Map(
        promoterIds.map((id) => {
          const count = effective.get(id) ?? 0;
          return [id, { effective: count, level: levelOf(levels, count, grantedById.get(id) ?? null) }];
        }),
      );
    },
  };
}

export type Standings = ReturnType<typeof createStandings>;
