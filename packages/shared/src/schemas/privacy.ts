import { z } from 'zod';
import { callBody, pageOf, pageRequestShape } from './common';

export const EXPORT_STATUSES = ['preparing', 'ready', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** One request for everything held about a member, and where it stands. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  requestedAt: z.int(),
  /** When the archive was ready; null while it is prepared. */
  readyAt: z.int().nullable(),
  /** When the archive is deleted; null while it is prepared. */
  expiresAt: z.int().nullable(),
  /** The archive's size in bytes, once ready. */
  size: z.int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const exportListBody = callBody(pageRequestShape);
export const exportPageSchema = pageOf(dataExportSchema);

/** `/member/privacy/close`: the member confirms, having been told what closure means. */
export const closeAccountBody = callBody({ confirm: z.literal(true, 'CLOSURE_NOT_CONFIRMED') });

/** A closure request: refused play and recharge at once, a reply within 15 days, erasure after 60. */
export const closureSchema = z.object({
  requestedAt: z.int(),
  /** The operators' reply is due by then. */
  replyBy: z.int(),
  /** Personal data is erased then; until then the member may still sign in, sell and retrieve items. */
  eraseAt: z.int(),
});
export type Closure = z.infer<typeof closureSchema>;

/** A version of the user agreement, its text in the caller's language. */
export const termsVersionSchema = z.object({
  version: z.int(),
  text: z.string(),
  publishedAt: z.int(),
  effectiveAt: z.int(),
});
export type TermsVersion = z.infer<typeof termsVersionSchema>;

/** `/common/terms`: the version in force and one announced to take effect later, if any. */
export const termsAnswerSchema = z.object({
  current: termsVersionSchema.nullable(),
  upcoming: termsVersionSchema.nullable(),
});
export type TermsAnswer = z.infer<typeof termsAnswerSchema>;

export const acceptTermsBody = callBody({ version: z.int().min(1) });

/** What the privacy module adds to `/member/info`. */
export const privacyMemberFieldsSchema = z.object({
  /** The version in force the member has yet to accept; null when nothing awaits. */
  termsToAccept: z.int().nullable(),
  /** The member's closure request, if any. */
  closure: closureSchema.nullable(),
});
export type PrivacyMemberFields = z.infer<typeof privacyMemberFieldsSchema>;

/** A legal text as its parts: an introduction, then titled sections of paragraphs. */
export interface TermsDocument {
  readonly intro: string;
  readonly sections: readonly { readonly title: string; readonly paragraphs: readonly string[] }[];
}

/**
 * The plain-text form a terms version is stored in: the introduction, then each section (its title
 * on the first line, a paragraph per line after it), blocks separated by a blank line.
 */
export function termsText(doc: TermsDocument): string {
  return [doc.intro, ...doc.sections.map((section) => [section.title, ...section.paragraphs].join('\n'))].join('\n\n');
}

/** The parts of a stored terms text; the reverse of `termsText`. */
export function termsDocument(text: string): TermsDocument {
  const [intro = '', ...blocks] = text.split(/\n{2,}/);
  return {
    intro,
    sections: blocks.map((block) => {
      const [title = '', ...paragraphs] = block.split('\n');
      return { title, paragraphs };
    }),
  };
}
