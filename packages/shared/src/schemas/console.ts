import { z } from 'zod';
import { CONSOLE_PERMISSIONS, CONSOLE_ROLES } from '../console';
import { pageOf, pageRequestShape } from './common';

/**
 * The operator console's calls (`POST /admin/api/<path>`): plain JSON bodies; `locale` picks the
 * language of error messages, as on the player API.
 */
/* @__NO_SIDE_EFFECTS__ */
export function consoleBody<T extends z.ZodRawShape>(shape: T) {
  return z.object({ locale: z.string().max(16).optional(), ...shape });
}

/** Why an operator did something: kept with the action in the audit log. */
export const reasonSchema = z.string({ error: 'CONSOLE_REASON_REQUIRED' }).trim().min(1, 'CONSOLE_REASON_REQUIRED').max(200, 'CONSOLE_REASON_REQUIRED');

export const consolePageShape = pageRequestShape;

export const consoleRoleSchema = z.enum(CONSOLE_ROLES);

export const consoleLoginBodySchema = consoleBody({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
  totp: z.string().trim().max(10).optional(),
});

/**
 * A sign-in either gives the session token, or, for an operator who has no authenticator yet,
 * an enrolment: a short session that may only confirm the new authenticator.
 */
export const consoleLoginAnswerSchema = z.object({
  token: z.string().nullable(),
  expiresAt: z.int().nullable(),
  enrolment: z
    .object({
      enrolToken: z.string(),
      totpSecret: z.string(),
      otpauthUrl: z.string(),
    })
    .nullable(),
});
export type ConsoleLoginAnswer = z.infer<typeof consoleLoginAnswerSchema>;

export const consoleEnrolBodySchema = consoleBody({ totp: z.string().trim().min(6).max(10) });
export const consoleSessionAnswerSchema = z.object({ token: z.string(), expiresAt: z.int() });

export const operatorSchema = z.object({
  id: z.string(),
  account: z.string(),
  role: consoleRoleSchema,
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.int(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const consoleMeSchema = operatorSchema.extend({
  permissions: z.array(z.enum(CONSOLE_PERMISSIONS)),
  sessionExpiresAt: z.int(),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

export const operatorCreateBodySchema = consoleBody({
  account: z.string().trim().regex(/^[a-z0-9_.-]{3,32}$/i),
  password: z.string().min(12, 'CONSOLE_PASSWORD_WEAK').max(200),
  role: consoleRoleSchema,
  reason: reasonSchema,
});
export const operatorChangeBodySchema = consoleBody({
  id: z.string().min(1).max(64),
  role: consoleRoleSchema.optional(),
  disabled: z.boolean().optional(),
  /** Clears the authenticator: the operator enrols a new one at the next sign-in. */
  resetTotp: z.boolean().optional(),
  reason: reasonSchema,
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  actorId: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  at: z.int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageBodySchema = consoleBody({
  ...consolePageShape,
  actor: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  target: z.string().max(128).optional(),
});
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
