import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@lootbay/shared/errors';
import {
  accountSummarySchema,
  bindWechatBody,
  captchaAnswerSchema,
  changeAccountAnswerSchema,
  changeAccountBody,
  createSubAccountBody,
  loginAnswerSchema,
  loginBody,
  loginSmsBody,
  memberUserSchema,
  rsaKeyAnswerSchema,
  sendCodeAnswerSchema,
  sendMobileCodeBody,
  userAssetSchema,
} from '@lootbay/shared/schemas/account';
import { emptyBodySchema, noDataSchema } from '@lootbay/shared/schemas/common';
import { memberCall, visitorCall } from '../../http/call';
import type { ClientInfo } from './account.context';
import type { AccountService } from './account.service';
import { registerProfileRoutes } from './profile.routes';
import { clearSessionCookie, registerSessionCookie, setSessionCookie } from './session-cookie';

const TAG = 'account';

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/** The account calls of spec point 7, in their own scope so the session cookie hook stays theirs. */
export function registerAccountRoutes(api: FastifyInstance, account: AccountService, options: { secureCookie: boolean }): void {
  api.register(async (app) => {
    registerSessionCookie(app, { secure: options.secureCookie });
    const sessions = account.sessions.resolver;

    const signedIn = async (request: FastifyRequest, token: string, userId: string) => {
      setSessionCookie(request, token, account.limits.sessionIdleMs);
      return { token, user: await account.members.memberUser(userId) };
    };

    visitorCall(
      app,
      { path: '/visitor/sendMobileCode', body: sendMobileCodeBody, data: sendCodeAnswerSchema, summary: 'Send an SMS code (purpose login, or bind for a new phone)', tag: TAG, perMinute: 10 },
      ({ body, locale, request }) => account.smsCodes.send(body.mobile, body.purpose, request.ip, locale),
    );
    visitorCall(
      app,
      { path: '/loginSms', body: loginSmsBody, data: loginAnswerSchema, summary: 'Sign in with phone and code; a new number creates its account', tag: TAG, perMinute: 20 },
      async ({ body, locale, request }) => {
        const { token, userId } = await account.signIn.withCode({ ...body, locale }, clientOf(request));
        return signedIn(request, token, userId);
      },
    );
    visitorCall(
      app,
      { path: '/login', body: loginBody, data: loginAnswerSchema, summary: 'Sign in with account and password (plain over TLS, or RSA-OAEP encrypted with encrypted: true)', tag: TAG, perMinute: 20 },
      async ({ body, request }) => {
        const { token, userId } = await account.signIn.withPassword(body, clientOf(request));
        return signedIn(request, token, userId);
      },
    );
    visitorCall(
      app,
      { path: '/api/getVerifyCodeImg', body: emptyBodySchema, data: captchaAnswerSchema, summary: 'A captcha: a proof-of-work challenge the browser solves, required after repeated sign-in failures', tag: TAG, perMinute: 30 },
      () => account.captchas.issue(),
    );
    visitorCall(
      app,
      { path: '/common/rsakey', body: emptyBodySchema, data: rsaKeyAnswerSchema, summary: 'The RSA-OAEP (SHA-256) public key passwords travel under', tag: TAG },
      () => account.loginKey.publicKey(),
    );

    memberCall(app, sessions, { path: '/common/user/logout', body: emptyBodySchema, data: noDataSchema, summary: 'Sign out: the token stops working', tag: TAG }, async ({ member, request }) => {
      await account.sessions.end(member.sessionId);
      clearSessionCookie(request);
      return null;
    });
    memberCall(app, sessions, { path: '/member/info', body: emptyBodySchema, data: memberUserSchema, summary: 'The signed-in user', tag: TAG }, ({ member }) =>
      account.members.memberUser(member.userId),
    );
    memberCall(app, sessions, { path: '/member/userAsset', body: emptyBodySchema, data: userAssetSchema, summary: 'The user with balances', tag: TAG }, ({ member }) =>
      account.members.userAsset(member.userId),
    );

    const changeAccount = async ({ body, member, request }: { body: { id: string }; member: { userId: string; sessionId: string }; request: FastifyRequest }) => {
      const { token, userId } = await account.subAccounts.change(member, body.id, clientOf(request));
      const answer = await signedIn(request, token, userId);
      return { tokenValue: token, ...answer };
    };
    for (const path of ['/changeAccount', '/app/user/change-account']) {
      memberCall(app, sessions, { path, body: changeAccountBody, data: changeAccountAnswerSchema, summary: 'Switch to another account of the same owner', tag: TAG, perMinute: 30 }, changeAccount);
    }
    memberCall(
      app,
      sessions,
      {
        path: '/app/user/create-sub-account',
        body: createSubAccountBody,
        data: z.object({ created: accountSummarySchema, accounts: z.array(accountSummarySchema) }),
        summary: 'Create a sub-account of the same owner',
        tag: TAG,
        perMinute: 10,
      },
      ({ body, member }) => account.subAccounts.create(member.userId, body.nickname),
    );
    memberCall(app, sessions, { path: '/app/user/bind-wechat', body: bindWechatBody, data: noDataSchema, summary: 'WeChat binding (not open)', tag: TAG }, () => {
      throw new AppError('FEATURE_NOT_OPEN');
    });

    registerProfileRoutes(app, account);
  });
}
