import { useMutation } from '@tanstack/react-query';
import { tryOpenAnswerSchema } from '@lootbay/shared/schemas/boxes';
import { apiCall } from '../../../lib/api-client';

/** A try-out: real rolls on a throw-away seed pair, no charge and no item. */
export function tryOpenBox({ id, num }: { readonly id: string; readonly num: number }) {
  return apiCall('/mybox/open/on_open_try', { id, num }, tryOpenAnswerSchema);
}

export function useTryOpenBox() {
  return useMutation({ mutationFn: tryOpenBox });
}
