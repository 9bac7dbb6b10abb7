import { z } from 'zod';
import {
  auditPageBodySchema,
  auditPageSchema,
  consoleBody,
  consoleEnrolBodySchema,
  consoleLoginAnswerSchema,
  consoleLoginBodySchema,
  consoleMeSchema,
  consoleSessionAnswerSchema,
  operatorChangeBodySchema,
  operatorCreateBodySchema,
  operatorSchema,
} from '@lootbay/shared/schemas/console';
import type { AuditLog } from './console.audit';
import { changeCall, readCall, type ConsoleCall } from './console.calls';
import type { Operators } from './console.operators';
import { hashPassword } from '../account/account.service';

const empty = consoleBody({});
const done = z.object({ done: z.literal(true) });

/** Signing in and out, the operator's own view, operator accounts and the audit log. */
export function accessCalls(operators: Operators, audit: AuditLog): ConsoleCall[] {
  return [
    changeCall({
      path: 'login',
      access: 'public',
      summary: 'Sign in with account, password and authenticator code; an operator without an authenticator gets an enrolment instead',
      body: consoleLoginBodySchema,
      data: consoleLoginAnswerSchema,
      prepare: (body) => operators.checkPassword(body.account, body.password),
      async change(trx, body, _context, row) {
        const answer = await operators.signIn(trx, row, body.totp);
        return { data: answer, target: `operator:${row.id}`, after: { enrolling: answer.enrolment !== null }, actor: { operatorId: row.id, account: row.account } };
      },
    }),
    changeCall({
      path: 'enrol',
      access: 'enrolling',
      summary: 'Confirm a new authenticator with its first code; answers the session token',
      body: consoleEnrolBodySchema,
      data: consoleSessionAnswerSchema,
      async change(trx, body, { caller }) {
        return { data: await operators.enrol(trx, caller, body.totp), target: `operator:${caller.operatorId}`, after: { enrolled: true } };
      },
    }),
    changeCall({
      path: 'logout',
      access: 'signed-in',
      summary: 'End this console session',
      body: empty,
      data: done,
      async change(trx, _body, { caller }) {
        await operators.signOut(trx, caller);
        return { data: { done: true as const }, target: `operator:${caller.operatorId}` };
      },
    }),
    readCall({
      path: 'me',
      access: 'signed-in',
      summary: 'The signed-in operator, role and permissions',
      body: empty,
      data: consoleMeSchema,
      read: (_body, { caller }) => operators.me(caller),
    }),
    readCall({
      path: 'operators/list',
      access: 'operators.manage',
      summary: 'Every operator account',
      body: empty,
      data: z.array(operatorSchema),
      read: () => operators.list(),
    }),
    changeCall({
      path: 'operators/create',
      access: 'operators.manage',
      summary: 'Create an operator; they enrol an authenticator at their first sign-in',
      body: operatorCreateBodySchema,
      data: operatorSchema,
      prepare: (body) => hashPassword(body.password),
      async change(trx, body, _context, passwordHash) {
        const operator = await operators.create(trx, { account: body.account, role: body.role, passwordHash });
        return { data: operator, target: `operator:${operator.id}`, after: operator };
      },
    }),
    changeCall({
      path: 'operators/change',
      access: 'operators.manage',
      summary: "Change an operator's role, disable or enable them, or clear their authenticator; ends their sessions",
      body: operatorChangeBodySchema,
      data: operatorSchema,
      async change(trx, body) {
        const { before, after } = await operators.change(trx, body.id, body);
        return { data: after, target: `operator:${body.id}`, before, after };
      },
    }),
    readCall({
      path: 'audit',
      access: 'audit.read',
      summary: 'The audit log, newest first',
      body: auditPageBodySchema,
      data: auditPageSchema,
      read: (body) => audit.page(body, body.page, body.size),
    }),
  ];
}
