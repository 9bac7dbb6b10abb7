import { queryOptions, useQuery } from '@tanstack/react-query';
import { openProofSchema } from '@lootbay/shared/schemas/boxes';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';

/** One open with its proof: the secret and salt once the seed pair was reset, and the item's range. */
export function openProofQuery(openId: string, locale: string) {
  return queryOptions({
    queryKey: ['fairness', 'proof', openId, locale],
    queryFn: ({ signal }) => apiCall('/visitor/getUserBoxHistory', { id: openId }, openProofSchema, { signal }),
  });
}

export function useOpenProof(openId: string | null) {
  return useQuery({ ...openProofQuery(openId ?? '', currentLocale()), enabled: openId !== null });
}
