import { z } from 'zod';
import { NICKNAME, PASSWORD, VERIFICATION_CODE_DIGITS } from '../constants';
import { INVITE_CODE_PATTERN } from '../invite-code';
import { callBody } from './common';

/**
 * Account rules of spec point 5, shared by the server's calls and the web forms. Issue messages
 * are catalogue keys, so a refusal reads in the caller's language with the spec's wording.
 */

/** Phone: 11 digits starting with 1. */
export const mobileSchema = z.string().trim().regex(/^1\d{10}$/, 'PHONE_INVALID');

/** A password as the user types it: 6 to 40 characters. */
export const passwordSchema = z.string().min(PASSWORD.min, 'PASSWORD_LENGTH').max(PASSWORD.max, 'PASSWORD_LENGTH');

/** SMS verification code: 5 digits; an empty one asks to fill it in first. */
export const smsCodeSchema = z
  .string()
  .trim()
  .min(1, 'CODE_REQUIRED')
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`), 'CODE_INVALID');

/** Nickname: 1 to 14 digits, English letters or Chinese characters. */
export const nicknameSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9A-Za-z\\u4e00-\\u9fff]{${NICKNAME.min},${NICKNAME.max}}$`), 'NICKNAME_INVALID');

/** A real name: Chinese or Latin letters, with the middle dot or spaces of foreign names. */
export const realNameSchema = z
  .string()
  .trim()
  .regex(/^[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z·.\s]{0,28}[\u4e00-\u9fffA-Za-z]$/, 'REAL_NAME_INVALID');

/** A Steam trade offer link: the partner's account id and the 8-character trade token. */
export const TRADE_URL_PATTERN = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=(\d{1,10})&token=([A-Za-z0-9_-]{8})$/;
export const tradeUrlSchema = z.string().trim().regex(TRADE_URL_PATTERN, 'TRADE_URL_INVALID');

export const inviteCodeSchema = z.string().trim().toUpperCase().regex(INVITE_CODE_PATTERN, 'INVITE_CODE_INVALID');

const ID_NUMBER_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_NUMBER_CHECK_CHARACTERS = '10X98765432';

/** The GB 11643 check character (ISO 7064 MOD 11-2) for the first 17 digits of an id number. */
export function idNumberCheckCharacter(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * (ID_NUMBER_WEIGHTS[index] ?? 0);
  return ID_NUMBER_CHECK_CHARACTERS[sum % 11] ?? '';
}

export interface BirthDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function realDate(year: number, month: number, day: number): BirthDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? { year, month, day } : null;
}

/**
 * The birth date written in an id number, or null when the number is malformed: 15 digits (first
 * generation, YYMMDD of the 1900s), or 17 digits plus a check character that must be right.
 */
export function idNumberBirthDate(value: string): BirthDate | null {
  const id = value.trim().toUpperCase();
  if (/^\d{15}$/.test(id)) {
    return realDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)));
  }
  if (/^\d{17}[\dX]$/.test(id)) {
    if (idNumberCheckCharacter(id.slice(0, 17)) !== id[17]) return null;
    return realDate(Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14)));
  }
  return null;
}

/** Id number: 15 digits, or 18 with the GB 11643 check digit, or 17 followed by X. */
export const idNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => idNumberBirthDate(value) !== null, 'ID_NUMBER_INVALID');

/** Full years between a birth date and a calendar day. */
export function ageOn(birth: BirthDate, today: BirthDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export const ADULT_AGE = 18;

/** What a code is for; each purpose has its own codes and its own resend window. */
export const SMS_PURPOSES = ['login', 'bind', 'password'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Wait between two codes to one phone for one purpose. */
export const SMS_RESEND_SECONDS = 60;

/** Largest avatar upload, decoded; the web app scales pictures down before sending them. */
export const AVATAR_MAX_BYTES = 700 * 1024;

/**
 * A password on the wire: typed (6–40, over TLS) or, with `encrypted: true`, the base64
 * RSA-OAEP (SHA-256) ciphertext of it under the key from `/common/rsakey`.
 */
const wirePassword = z.string().max(1024, 'PASSWORD_LENGTH');
const encryptedFlag = z.boolean().optional();

function checkWirePassword(value: string | undefined, encrypted: boolean | undefined, path: string, ctx: z.RefinementCtx): void {
  if (value === undefined) return;
  const fine = encrypted ? /^[A-Za-z0-9+/]{16,}={0,2}$/.test(value) : value.length >= PASSWORD.min && value.length <= PASSWORD.max;
  if (!fine) ctx.addIssue({ code: 'custom', message: 'PASSWORD_LENGTH', path: [path] });
}

// Bodies of the calls (the common fields of spec point 3 come with callBody).

/** Codes a visitor may ask for: sign-in, or binding a new phone; password codes go to the member's own phone. */
export const sendMobileCodeFields = { mobile: mobileSchema, purpose: z.enum(['login', 'bind']).default('login') };
export const sendMobileCodeBody = callBody(sendMobileCodeFields);

export const loginSmsFields = { mobile: mobileSchema, code: smsCodeSchema, inviteCode: inviteCodeSchema.optional() };
export const loginSmsBody = callBody(loginSmsFields);

export const loginFields = {
  /** The account name or the bound phone number. */
  account: z.string().trim().min(1, 'LOGIN_FAILED').max(64, 'LOGIN_FAILED'),
  password: wirePassword,
  encrypted: encryptedFlag,
  /** Needed once the captcha is required: the id from `/api/getVerifyCodeImg` and the key its proof of work found (hex). */
  captchaId: z.string().max(64).optional(),
  captchaCode: z.string().trim().max(128).optional(),
};
export const loginBody = callBody(loginFields).superRefine((body, ctx) => checkWirePassword(body.password, body.encrypted, 'password', ctx));

export const updatePasswordFields = {
  password: wirePassword,
  encrypted: encryptedFlag,
  /** Proof: the current password, or a code from `/member/sendUpdatePassWordCode`. */
  oldPassword: wirePassword.optional(),
  code: smsCodeSchema.optional(),
};
export const updatePasswordBody = callBody(updatePasswordFields).superRefine((body, ctx) => {
  checkWirePassword(body.password, body.encrypted, 'password', ctx);
  checkWirePassword(body.oldPassword, body.encrypted, 'oldPassword', ctx);
});

export const bindMobileFields = { mobile: mobileSchema, code: smsCodeSchema };
export const bindMobileBody = callBody(bindMobileFields);

export const editNameFields = { nickname: nicknameSchema };
export const editNameBody = callBody(editNameFields);

/** A picture as base64, bare or as a `data:image/...;base64,` URL. */
export const imageUploadSchema = z.string().min(16, 'AVATAR_INVALID').max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64, 'AVATAR_TOO_LARGE');

export const editAvatarFields = { image: imageUploadSchema };
export const editAvatarBody = callBody(editAvatarFields);

export const updateHeaderImgOrNickNameFields = { nickname: nicknameSchema.optional(), headerImg: imageUploadSchema.optional() };
export const updateHeaderImgOrNickNameBody = callBody(updateHeaderImgOrNickNameFields);

export const bindTransactionUrlFields = { transactionUrl: tradeUrlSchema };
export const bindTransactionUrlBody = callBody(bindTransactionUrlFields);

export const authenticationFields = { realName: realNameSchema, idNumber: idNumberSchema };
export const authenticationBody = callBody(authenticationFields);

export const modifyOtherInviteCodeFields = { inviteCode: inviteCodeSchema };
export const modifyOtherInviteCodeBody = callBody(modifyOtherInviteCodeFields);

export const createSubAccountFields = { nickname: nicknameSchema.optional() };
export const createSubAccountBody = callBody(createSubAccountFields);

/** Switch to another account of the same owner, by its user id. */
export const changeAccountFields = { id: z.string().min(1).max(64) };
export const changeAccountBody = callBody(changeAccountFields);

export const bindWechatBody = callBody({ code: z.string().max(256).optional() });

// Answers.

export const accountSummarySchema = z.object({
  userId: z.string(),
  account: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  isSubAccount: z.boolean(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/**
 * The signed-in user. Other modules may add fields (the wallet adds the site level and balances),
 * so the object lets unknown keys through.
 */
export const memberUserSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    account: z.string(),
    nickname: z.string(),
    avatar: z.string().nullable(),
    mobile: z.string().nullable(),
    level: z.int(),
    inviteCode: z.string(),
    hasInviter: z.boolean(),
    tradeUrl: z.string().nullable(),
    hasPassword: z.boolean(),
    realNameVerified: z.boolean(),
    /** Masked, e.g. 张*三. */
    realName: z.string().nullable(),
    /** Masked, e.g. 110101********123X. */
    idNumber: z.string().nullable(),
    /** Barred from play and payment: real-name verification showed a minor. */
    barred: z.boolean(),
    /** Verified as an adult and not barred: may play and pay. */
    canPlay: z.boolean(),
    isSubAccount: z.boolean(),
    ownerId: z.string(),
    /** When the nickname may next change (epoch ms); null when it may change now. */
    nicknameChangeableAt: z.int().nullable(),
    createdAt: z.int(),
    /** Every account of this owner, for switching. */
    accounts: z.array(accountSummarySchema),
  })
  .loose();
export type MemberUser = z.infer<typeof memberUserSchema>;

export const loginAnswerSchema = z.object({ token: z.string(), user: memberUserSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const changeAccountAnswerSchema = z.object({ tokenValue: z.string(), token: z.string(), user: memberUserSchema });

/** `/member/userAsset`: the profile-level fields here; the wallet adds balance, mallAmount and each currency. */
export const userAssetSchema = z
  .object({
    userId: z.string(),
    nickname: z.string(),
    avatar: z.string().nullable(),
    level: z.int(),
  })
  .loose();
export type UserAsset = z.infer<typeof userAssetSchema>;

export const sendCodeAnswerSchema = z.object({
  /** Seconds before another code can be sent to this phone for this purpose. */
  resendAfter: z.int(),
  /** Seconds the code stays valid. */
  validFor: z.int(),
});

/**
 * A proof-of-work challenge in altcha-lib's v2 form: find the counter c (from 0 up) for which
 * PBKDF2-SHA-256(password = nonce bytes + c as 4 bytes big-endian, salt, cost iterations, keyLength
 * bytes) starts with keyPrefix; that key, in hex, is the answer.
 */
export const captchaChallengeSchema = z.object({
  algorithm: z.literal('PBKDF2/SHA-256'),
  cost: z.int(),
  keyLength: z.int(),
  keyPrefix: z.string(),
  nonce: z.string(),
  salt: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaAnswerSchema = z.object({
  captchaId: z.string(),
  challenge: captchaChallengeSchema,
  expiresAt: z.int(),
});

export const rsaKeyAnswerSchema = z.object({
  /** SPKI DER in base64, ready for WebCrypto `importKey('spki', …, { name: 'RSA-OAEP', hash: 'SHA-256' })`. */
  publicKey: z.string(),
  pem: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
});

export const okAnswerSchema = z.object({ ok: z.literal(true) });

export const devSmsEntrySchema = z.object({ mobile: z.string(), code: z.string(), text: z.string(), at: z.int() });
export type DevSmsEntry = z.infer<typeof devSmsEntrySchema>;
