import { useQueryClient } from '@tanstack/react-query';
import type { ResponsibleStatus } from '@lootbay/shared/schemas/responsible';
import { currentSession } from '../../../lib/session';
import { statusKey } from './get-status';

/** Every responsible-play call answers the whole status: it replaces the cached one without asking again. */
export function useStatusUpdate() {
  const client = useQueryClient();
  return (status: ResponsibleStatus) => client.setQueryData(statusKey(currentSession().token ?? ''), status);
}
