import { z } from 'zod';
import { consoleCategorySchema } from '@lootbay/shared/schemas/console-catalog';
import { useConsoleQuery } from '../../api/use-console';

export function useCategories() {
  return useConsoleQuery('categories/list', {}, z.array(consoleCategorySchema));
}
