import { PRIVACY_DAYS, type Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { TermsAnswer, TermsVersion } from '@lootbay/shared/schemas/privacy';
import { days, type PrivacyContext } from './privacy.context';
import type { TermsVersionRow } from './privacy.table';
import { findUpcomingVersion, findVersionInForce, hasAccepted, insertTermsVersion, latestVersionNumber, recordAcceptance } from './terms.repository';

export type TermsTexts = Readonly<Record<Locale, string>>;

const TEXT_COLUMNS = { cn: 'text_cn', br: 'text_br', en: 'text_en' } as const;

function view(row: TermsVersionRow, locale: Locale): TermsVersion {
  return { version: row.version, text: row[TEXT_COLUMNS[locale]], publishedAt: row.published_at, effectiveAt: row.effective_at };
}

/**
 * Versions of the user agreement (spec point 1): a version is announced when published and takes
 * effect 7 days later; a member who joined before it took effect accepts it on their next visit.
 */
export function createTerms(ctx: PrivacyContext) {
  const db = ctx.db.kysely;

  return {
    /**
     * For the operator console: publishes the next version, in force after the notice (7 days).
     * Only the sandbox's `/dev/terms` passes a shorter notice, for demonstrations and browser tests.
     */
    async publish(texts: TermsTexts, noticeMs: number = days(PRIVACY_DAYS.termsNotice)): Promise<TermsVersion> {
      return ctx.db.transaction(async (trx) => {
        const now = ctx.now();
        const row: TermsVersionRow = { version: (await latestVersionNumber(trx)) + 1, text_cn: texts.cn, text_br: texts.br, text_en: texts.en, published_at: now, effective_at: now + noticeMs };
        await insertTermsVersion(trx, row);
        return view(row, 'en');
      });
    },

    /** The texts of the version in force, for a new version made from it. */
    async textsInForce(): Promise<TermsTexts | null> {
      const row = await findVersionInForce(db, ctx.now());
      return row ? { cn: row.text_cn, br: row.text_br, en: row.text_en } : null;
    },

    /** `/common/terms`: the version in force and the newest one announced, in the caller's language. */
    async answer(locale: Locale): Promise<TermsAnswer> {
      const now = ctx.now();
      const current = await findVersionInForce(db, now);
      const upcoming = await findUpcomingVersion(db, now, current?.version ?? 0);
      return { current: current ? view(current, locale) : null, upcoming: upcoming ? view(upcoming, locale) : null };
    },

    /**
     * The version in force the person has yet to accept, or null. One who joined after it took
     * effect accepted it by ticking the agreement when signing up.
     */
    async toAccept(ownerId: string, joinedAt: number): Promise<number | null> {
      const current = await findVersionInForce(db, ctx.now());
      if (!current || current.effective_at <= joinedAt) return null;
      return (await hasAccepted(db, ownerId, current.version)) ? null : current.version;
    },

    /** `/member/terms/accept`: only the version in force can be accepted; accepting twice is harmless. */
    async accept(ownerId: string, version: number): Promise<void> {
      const current = await findVersionInForce(db, ctx.now());
      if (!current || current.version !== version) throw new AppError('TERMS_VERSION_NOT_IN_FORCE');
      await recordAcceptance(db, ownerId, version, ctx.now());
    },
  };
}

export type Terms = ReturnType<typeof createTerms>;
