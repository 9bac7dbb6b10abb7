import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';

/** Box categories, each with its boxes, for the home page. */
export function boxCategoriesQuery(locale: string) {
  return queryOptions({
    queryKey: ['boxes', 'categories', locale],
    queryFn: ({ signal }) => apiCall('/mybox/box/box_category_list', {}, () => import('@lootbay/shared/schemas/catalog').then((module) => module.boxCategoryWithBoxesListSchema), { signal }),
    staleTime: 60_000,
  });
}

export function useBoxCategories() {
  return useQuery(boxCategoriesQuery(currentLocale()));
}
