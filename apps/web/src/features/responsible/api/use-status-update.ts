import { useQueryClient } from '@tanstack/react-query';
import type { ResponsibleStatus } from '@lootbay/shared/schemas/responsible';
import { currentSession } from '../../../lib/session';
import { responsibleKeys } from '../../../lib/query-keys/responsible-keys';

/** Every responsible-play call answers the whole status: it replaces the cached one without asking again. */
export function useStatusUpdate() {
  const client = useQueryClient();
  return (status: ResponsibleStatus) => client.setQueryData(responsibleKeys.status(currentSession().token ?? ''), status);
}
