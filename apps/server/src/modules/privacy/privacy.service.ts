import { AppError } from '@lootbay/shared/errors';
import type { PrivacyMemberFields } from '@lootbay/shared/schemas/privacy';
import { createClosures } from './closures';
import { createDataExports } from './data-exports';
import type { PrivacyContext } from './privacy.context';
import { createTerms } from './terms';

/**
 * Data rights: exports of a member's data, closure and erasure, and versions of the terms. Other
 * modules contribute their part of an export through `exports.addPart`; the play gate reads
 * `closures.gateCondition` with the standing, and the recharge centre asks `closures.assertOpen`.
 */
export function createPrivacyService(ctx: PrivacyContext) {
  const exports = createDataExports(ctx);
  const closures = createClosures(ctx);
  const terms = createTerms(ctx);

  /** The person behind an account and when they joined. */
  async function ownerOf(userId: string): Promise<{ ownerId: string; joinedAt: number }> {
    const user = await ctx.accounts.findUser(userId);
    const owner = user && (user.ownerId === user.id ? user : await ctx.accounts.findUser(user.ownerId));
    if (!owner) throw new AppError('TOKEN_EXPIRED');
    return { ownerId: owner.id, joinedAt: owner.createdAt };
  }

  return {
    exports,
    closures,
    terms,

    /** What `/member/info` says of terms to accept and of a closure. */
    async memberFields(userId: string): Promise<PrivacyMemberFields> {
      const { ownerId, joinedAt } = await ownerOf(userId);
      const [termsToAccept, closure] = await Promise.all([terms.toAccept(ownerId, joinedAt), closures.closureOf(ownerId)]);
      return { termsToAccept, closure };
    },

    /** Accepting covers the person: every account of the owner. */
    async acceptTerms(userId: string, version: number): Promise<PrivacyMemberFields> {
      await terms.accept((await ownerOf(userId)).ownerId, version);
      return this.memberFields(userId);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

// What other modules use to contribute their part of a member's data export.
export { everyPage, type ExportPart, type PagedHistory } from './export-parts';
