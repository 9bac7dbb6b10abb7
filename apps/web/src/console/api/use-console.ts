import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { showToast } from '../../lib/toasts';
import { consoleCall } from './console-client';

/** A console read, cached under its path and body; a page keeps showing while the next loads. */
export function useConsoleQuery<T extends z.ZodType>(path: string, body: Record<string, unknown>, schema: T, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['console', path, body],
    queryFn: () => consoleCall(path, body, schema),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/**
 * A console change: on success a toast says it was saved and every console read is fetched
 * again, so each screen shows what the change did.
 */
export function useConsoleChange<T extends z.ZodType>(path: string, schema: T, savedMessage: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => consoleCall(path, body, schema),
    onSuccess: () => {
      showToast('success', savedMessage);
      void client.invalidateQueries({ queryKey: ['console'] });
    },
  });
}
