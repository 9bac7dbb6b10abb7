import { useQuery } from '@tanstack/react-query';
import { boxDetailSchema } from '@lootbay/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { exponentKeys } from '../../../lib/query-keys/exponent-keys';

/** An index box's published odds at one version: the ones its open rolls against. */
export function useIndexBoxOdds(box: { readonly id: string; readonly oddsVersion: number } | null) {
  const locale = currentLocale();
  return useQuery({
    queryKey: exponentKeys.indexBox(box?.id, box?.oddsVersion, locale),
    queryFn: ({ signal }) => apiCall('/visitor/getBoxInfo', { id: box!.id, version: box!.oddsVersion }, boxDetailSchema, { signal }),
    enabled: box !== null,
    staleTime: Infinity,
  });
}
