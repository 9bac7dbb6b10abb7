import { useQuery } from '@tanstack/react-query';
import { transparencySchema } from '@lootbay/shared/schemas/statistics';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/** The transparency report: the chain's newest head, its records per game, and every box's measured return. */
export function useTransparency() {
  const locale = currentLocale();
  return useQuery({ queryKey: fairnessKeys.transparency(locale), queryFn: ({ signal }) => apiCall('/visitor/transparency', {}, transparencySchema, { signal }) });
}
