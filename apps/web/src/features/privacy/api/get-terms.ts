import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { privacyKeys } from '../../../lib/query-keys/privacy-keys';

export function termsQuery(locale: string) {
  return queryOptions({
    queryKey: privacyKeys.terms(locale),
    queryFn: ({ signal }) => apiCall('/common/terms', {}, () => import('@lootbay/shared/schemas/privacy').then((module) => module.termsAnswerSchema), { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });
}

/** `/common/terms`: the user agreement in force and any version announced, in the current language. */
export function useTerms() {
  return useQuery(termsQuery(currentLocale()));
}
