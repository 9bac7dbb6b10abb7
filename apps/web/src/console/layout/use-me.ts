import type { ConsolePermission } from '@lootbay/shared/console';
import { consoleMeSchema } from '@lootbay/shared/schemas/console';
import { useConsoleQuery } from '../api/use-console';

/** The signed-in operator, role, permissions and session end. */
export function useMe() {
  return useConsoleQuery('me', {}, consoleMeSchema);
}

/** Whether the signed-in operator's role has a permission (false until `me` has answered). */
export function useMay(): (permission: ConsolePermission) => boolean {
  const me = useMe().data;
  return (permission) => me?.permissions.includes(permission) ?? false;
}
