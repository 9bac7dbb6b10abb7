import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { AppError } from '@lootbay/shared/errors';
import { AVATAR_MAX_BYTES } from '@lootbay/shared/schemas/account';
import { assertPublicInventory } from '../../providers/steam/public-inventory';
import type { SteamProvider } from '../../providers/steam/steam.provider';
import type { AccountContext } from './account.context';
import type { Nicknames } from './nicknames';
import { findAvatar, replaceAvatar } from './avatars.repository';
import { changeNicknameIfAllowed, updateUser } from './users.repository';

export const AVATAR_SIZE = 256;
const AVATAR_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
/** Refuses decompression bombs before decoding. */
const MAX_INPUT_PIXELS = 25_000_000;

let blockedWords: string[] | null = null;

/** Abusive and advertising words (a shipped list, one per line), compared without case. */
export function containsBlockedWord(nickname: string): boolean {
  blockedWords ??= fs
    .readFileSync(new URL('./nickname-blocked-words.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#'));
  const lower = nickname.toLowerCase();
  return blockedWords.some((word) => lower.includes(word));
}

/** Decodes an upload (bare base64 or a data URL), checks it is a picture, and makes a 256×256 WebP of it. */
export async function avatarImage(upload: string): Promise<Buffer> {
  const base64 = upload.replace(/^data:image\/[\w.+-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('AVATAR_INVALID');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE');
  try {
    const picture = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await picture.metadata();
    if (!format || !AVATAR_FORMATS.has(format)) throw new AppError('AVATAR_INVALID');
    return await picture.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('AVATAR_INVALID');
  }
}

/** Where a stored avatar is served; the id changes with every upload, so the answer can be cached for good. */
export const AVATAR_PATH_PREFIX = '/api/avatar/';

export function createProfile(ctx: AccountContext, steam: SteamProvider, nicknames: Pick<Nicknames, 'forget'>, log: { warn(object: object, message: string): void }) {
  async function changeNickname(db: AccountContext['db'], userId: string, nickname: string, now: number): Promise<void> {
    if (containsBlockedWord(nickname)) throw new AppError('NICKNAME_FORBIDDEN');
    if (!(await changeNicknameIfAllowed(db, userId, nickname, now - ctx.limits.nicknameEveryMs, now))) throw new AppError('NICKNAME_TOO_SOON');
  }

  async function storeAvatar(db: AccountContext['db'], userId: string, image: Buffer, now: number): Promise<string> {
    const id = randomUUID();
    const url = `${AVATAR_PATH_PREFIX}${id}.webp`;
    await replaceAvatar(db, userId, id, image, 'image/webp', now);
    await updateUser(db, userId, { avatar_url: url }, now);
    return url;
  }

  return {
    /** Once per 10 days; no abusive or advertising words. */
    async editNickname(userId: string, nickname: string): Promise<void> {
      await changeNickname(ctx.db, userId, nickname, ctx.now());
      nicknames.forget(userId);
    },

    async editAvatar(userId: string, upload: string): Promise<string> {
      const image = await avatarImage(upload);
      return ctx.transaction((trx) => storeAvatar(trx, userId, image, ctx.now()));
    },

    /** Either or both; both apply or neither does. */
    async editNicknameOrAvatar(userId: string, change: { nickname?: string | undefined; headerImg?: string | undefined }): Promise<void> {
      if (change.nickname === undefined && change.headerImg === undefined) throw new AppError('PROFILE_CHANGE_REQUIRED');
      const image = change.headerImg === undefined ? undefined : await avatarImage(change.headerImg);
      await ctx.transaction(async (trx) => {
        const now = ctx.now();
        if (change.nickname !== undefined) await changeNickname(trx, userId, change.nickname, now);
        if (image) await storeAvatar(trx, userId, image, now);
      });
      nicknames.forget(userId);
    },

    async avatar(id: string) {
      return findAvatar(ctx.db, id);
    },

    /** A valid trade link whose inventory Steam reports public; Steam is asked before anything is written. */
    async bindTradeUrl(userId: string, tradeUrl: string): Promise<void> {
      await assertPublicInventory(steam, tradeUrl, log);
      await updateUser(ctx.db, userId, { trade_url: tradeUrl }, ctx.now());
    },
  };
}

export type Profile = ReturnType<typeof createProfile>;
