import { correctionCreateBodySchema, correctionDecisionBodySchema, correctionListBodySchema, correctionPageSchema, correctionSchema } from '@lootbay/shared/schemas/console-players';
import { changeCall, readCall, type Change, type ConsoleCall } from './console.calls';
import type { CorrectionOutcome, Corrections } from './console.corrections';

/** The audit entry of a correction: on its player, with the correction and the balance before and after. */
function audited(outcome: CorrectionOutcome, before: object): Change<CorrectionOutcome['correction']> {
  const { correction } = outcome;
  return {
    data: correction,
    target: `user:${correction.userId}`,
    before: { ...before, balance: outcome.balanceBefore },
    after: { correction, balance: outcome.balanceAfter },
  };
}

/** Balance corrections: ask, list, approve (a second operator, above the threshold), reject. */
export function correctionCalls(corrections: Corrections): ConsoleCall[] {
  return [
    changeCall({
      path: 'corrections/create',
      access: 'money.correct',
      summary: 'Correct a balance by a transfer to or from the house account; above the threshold it waits for a second operator',
      body: correctionCreateBodySchema,
      data: correctionSchema,
      async change(trx, body, { caller }) {
        return audited(await corrections.create(trx, caller, body), { correction: null });
      },
    }),
    readCall({
      path: 'corrections/list',
      access: 'money.read',
      summary: 'Balance corrections, newest first, by status and player',
      body: correctionListBodySchema,
      data: correctionPageSchema,
      read: (body) => corrections.page(body, body.page, body.size),
    }),
    changeCall({
      path: 'corrections/approve',
      access: 'money.approve',
      summary: "Approve another operator's pending correction: it applies now, once",
      body: correctionDecisionBodySchema,
      data: correctionSchema,
      async change(trx, body, { caller }) {
        return audited(await corrections.approve(trx, caller, body.id), { status: 'pending' });
      },
    }),
    changeCall({
      path: 'corrections/reject',
      access: 'money.approve',
      summary: 'Reject a pending correction; nothing moves',
      body: correctionDecisionBodySchema,
      data: correctionSchema,
      async change(trx, body, { caller }) {
        return audited(await corrections.reject(trx, caller, body.id), { status: 'pending' });
      },
    }),
  ];
}
