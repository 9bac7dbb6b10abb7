import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { boxesKeys } from '../../../lib/query-keys/boxes-keys';

/** Box categories, each with its boxes, for the home page. */
export function boxCategoriesQuery(locale: string) {
  return queryOptions({
    queryKey: boxesKeys.categories(locale),
    queryFn: ({ signal }) => apiCall('/mybox/box/box_category_list', {}, () => import('@lootbay/shared/schemas/catalog').then((module) => module.boxCategoryWithBoxesListSchema), { signal }),
    staleTime: 60_000,
  });
}

export function useBoxCategories() {
  return useQuery(boxCategoriesQuery(currentLocale()));
}
