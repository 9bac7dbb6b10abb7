import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '@lootbay/shared/errors';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { acceptTermsBody, closeAccountBody, closureSchema, dataExportSchema, exportListBody, exportPageSchema, privacyMemberFieldsSchema, termsAnswerSchema } from '@lootbay/shared/schemas/privacy';
import { memberCall, visitorCall } from '../../http/call';
import { requestToken, type SessionResolver } from '../../http/session';
import type { PrivacyService } from './privacy.service';

const TAG = 'privacy';

export function registerPrivacyRoutes(app: FastifyInstance, sessions: SessionResolver, privacy: PrivacyService): void {
  memberCall(
    app,
    sessions,
    { path: '/member/privacy/export', body: emptyBodySchema, data: dataExportSchema, summary: 'Ask for an archive of everything held about you; it is prepared in the background', tag: TAG, perMinute: 5 },
    ({ member, locale }) => privacy.exports.request(member.userId, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/privacy/exports', body: exportListBody, data: exportPageSchema, summary: 'Your data exports, newest first, with their status (preparing, ready, expired)', tag: TAG },
    ({ body, member }) => privacy.exports.list(member.userId, body.page, body.size),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/privacy/close', body: closeAccountBody, data: closureSchema, summary: 'Ask for the closure of your account and the deletion of your data', tag: TAG, perMinute: 5 },
    ({ member }) => privacy.closures.close(member.userId),
  );
  visitorCall(app, { path: '/common/terms', body: emptyBodySchema, data: termsAnswerSchema, summary: 'The user agreement in force and any version announced to take effect later', tag: TAG }, ({ locale }) =>
    privacy.terms.answer(locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/terms/accept', body: acceptTermsBody, data: privacyMemberFieldsSchema, summary: 'Accept the version of the user agreement in force', tag: TAG, perMinute: 20 },
    ({ body, member }) => privacy.acceptTerms(member.userId, body.version),
  );

  // A download, not a catalogue call: a GET answering the archive itself as a JSON file.
  app.get('/member/privacy/export/:id', { schema: { params: z.object({ id: z.string().max(64) }), summary: 'Download a ready data export (token header)', tags: [TAG] } }, async (request, reply) => {
    const token = requestToken(request);
    const member = token ? await sessions.resolve(token) : null;
    if (!member) throw new AppError('TOKEN_EXPIRED');
    const { fileName, archive } = await privacy.exports.download(member.userId, (request.params as { id: string }).id);
    return reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(archive);
  });
}
