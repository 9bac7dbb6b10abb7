import { useMutation } from '@tanstack/react-query';
import { tryOpenAnswerSchema } from '@lootbay/shared/schemas/boxes';
import { apiCall } from '../../../lib/api-client';

/** The guided first open of a new member: once per member, no charge and no item. */
export function guidedOpenBox(id: string) {
  return apiCall('/mybox/open/on_open_guild', { id }, tryOpenAnswerSchema, { quiet: true });
}

export function useGuidedOpenBox() {
  return useMutation({ mutationFn: guidedOpenBox });
}
