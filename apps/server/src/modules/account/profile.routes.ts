import type { FastifyInstance } from 'fastify';
import {
  authenticationBody,
  bindMobileBody,
  bindTransactionUrlBody,
  editAvatarBody,
  editNameBody,
  memberUserSchema,
  modifyOtherInviteCodeBody,
  sendCodeAnswerSchema,
  updateHeaderImgOrNickNameBody,
  updatePasswordBody,
} from '@lootbay/shared/schemas/account';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { memberCall } from '../../http/call';
import type { AccountService } from './account.service';

const TAG = 'account';
const AVATAR_FILE = /^([0-9a-f-]{36})\.webp$/;

/** Profile, security, real name and invitation calls; each answers the updated user. */
export function registerProfileRoutes(app: FastifyInstance, account: AccountService): void {
  const sessions = account.sessions.resolver;
  const user = (userId: string) => account.members.memberUser(userId);

  memberCall(app, sessions, { path: '/app/user/edit-name', body: editNameBody, data: memberUserSchema, summary: 'Change the nickname (once per 10 days)', tag: TAG, perMinute: 10 }, async ({ body, member }) => {
    await account.profile.editNickname(member.userId, body.nickname);
    return user(member.userId);
  });
  memberCall(app, sessions, { path: '/app/user/edit-avatarurl', body: editAvatarBody, data: memberUserSchema, summary: 'Upload an avatar (base64 PNG, JPEG, WebP or GIF)', tag: TAG, perMinute: 10 }, async ({ body, member }) => {
    await account.profile.editAvatar(member.userId, body.image);
    return user(member.userId);
  });
  memberCall(
    app,
    sessions,
    { path: '/member/updateHeaderImgOrNickName', body: updateHeaderImgOrNickNameBody, data: memberUserSchema, summary: 'Change the avatar and/or the nickname', tag: TAG, perMinute: 10 },
    async ({ body, member }) => {
      await account.profile.editNicknameOrAvatar(member.userId, body);
      return user(member.userId);
    },
  );
  memberCall(
    app,
    sessions,
    { path: '/member/sendUpdatePassWordCode', body: emptyBodySchema, data: sendCodeAnswerSchema, summary: 'Send a password code to the bound phone', tag: TAG, perMinute: 5 },
    ({ member, request, locale }) => account.security.sendPasswordCode(member.userId, request.ip, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/updatePassword', body: updatePasswordBody, data: memberUserSchema, summary: 'Set or change the password, by the current one or an SMS code; other sessions end', tag: TAG, perMinute: 10 },
    async ({ body, member }) => {
      await account.security.changePassword(member, body);
      return user(member.userId);
    },
  );
  for (const path of ['/bandingPhone', '/app/user/bind-mobile']) {
    memberCall(app, sessions, { path, body: bindMobileBody, data: memberUserSchema, summary: 'Bind or change the phone (code sent with purpose bind)', tag: TAG, perMinute: 10 }, async ({ body, member }) => {
      await account.security.bindMobile(member.userId, body.mobile, body.code);
      return user(member.userId);
    });
  }
  memberCall(
    app,
    sessions,
    { path: '/member/bindTransactionUrl', body: bindTransactionUrlBody, data: memberUserSchema, summary: 'Bind the Steam trade link (its inventory must be public)', tag: TAG, perMinute: 10 },
    async ({ body, member }) => {
      await account.profile.bindTradeUrl(member.userId, body.transactionUrl);
      return user(member.userId);
    },
  );
  memberCall(
    app,
    sessions,
    { path: '/visitor/user/authentication', body: authenticationBody, data: memberUserSchema, summary: 'Real-name verification (adults only; once)', tag: TAG, perMinute: 10 },
    async ({ body, member }) => {
      await account.realName.verify(member.userId, body.realName, body.idNumber);
      return user(member.userId);
    },
  );
  memberCall(
    app,
    sessions,
    { path: '/member/modifyOtherInviteCode', body: modifyOtherInviteCodeBody, data: memberUserSchema, summary: 'Bind the inviter once by their invite code', tag: TAG, perMinute: 10 },
    async ({ body, member }) => {
      await account.inviteCodes.bindInviter(member.userId, body.inviteCode);
      return user(member.userId);
    },
  );

  app.get('/avatar/:file', { schema: { hide: true } }, async (request, reply) => {
    const id = AVATAR_FILE.exec((request.params as { file: string }).file)?.[1];
    const avatar = id ? await account.profile.avatar(id) : undefined;
    if (!avatar) return reply.callNotFound();
    // Each upload gets a new id, so a served avatar never changes.
    return reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', `"${id}"`).type(avatar.content_type).send(avatar.image);
  });
}
