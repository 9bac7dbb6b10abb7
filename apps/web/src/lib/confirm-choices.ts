import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage';

/** The irreversible actions that ask before they happen, each remembered on its own. */
export const CONFIRM_KINDS = ['sell', 'forge', 'exponentBuy', 'retrieve', 'stake'] as const;
export type ConfirmKind = (typeof CONFIRM_KINDS)[number];

/** The actions this device no longer asks about; anything unreadable counts as none. */
export function skippedConfirms(): ConfirmKind[] {
  const stored = readJson(STORAGE_KEYS.confirmSkipped);
  if (!Array.isArray(stored)) return [];
  return CONFIRM_KINDS.filter((kind) => stored.includes(kind));
}

export function confirmSkipped(kind: ConfirmKind): boolean {
  return skippedConfirms().includes(kind);
}

/** "Don't ask again" for one action, on this device. */
export function skipConfirm(kind: ConfirmKind): void {
  const kinds = new Set(skippedConfirms());
  kinds.add(kind);
  writeJson(STORAGE_KEYS.confirmSkipped, [...kinds]);
}

/** Every action asks again (the account settings' way back). */
export function resetConfirms(): void {
  removeKey(STORAGE_KEYS.confirmSkipped);
}

/** An irreversible action and the question asked before it. */
export interface Confirmable {
  readonly action: () => void;
}

/** Runs the action at once when this device skips asking about its kind; otherwise shows the question. */
export function askOrRun<Question extends Confirmable>(kind: ConfirmKind, question: Question, show: (question: Question) => void): void {
  if (confirmSkipped(kind)) question.action();
  else show(question);
}

/** The member confirmed: "don't ask again" is remembered for this kind only, then the action runs. */
export function runConfirmed(kind: ConfirmKind, question: Confirmable, remember: boolean): void {
  if (remember) skipConfirm(kind);
  question.action();
}
