import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { PAGE_SIZE_MAX } from '@lootbay/shared/constants';
import { consoleCall } from './console-client';
import { useConsoleQuery } from './use-console';

interface PageOf<Row> {
  list: Row[];
  total: number;
  page: number;
  size: number;
}

/**
 * One page of a console list under the given filters (a change of filters goes back to page 1),
 * and every page at once for a CSV of all of them.
 */
export function usePagedList<Row>(path: string, filters: Record<string, unknown>, schema: z.ZodType<PageOf<Row>>, size = 20, options: { enabled?: boolean } = {}) {
  const filtersKey = JSON.stringify(filters);
  const [paged, setPaged] = useState({ filtersKey, page: 1 });
  const page = paged.filtersKey === filtersKey ? paged.page : 1;
  const query = useConsoleQuery(path, { ...filters, page, size }, schema, options);

  const fetchAll = useCallback(async () => {
    const rows: Row[] = [];
    for (let next = 1; ; next += 1) {
      const answer = await consoleCall(path, { ...(JSON.parse(filtersKey) as Record<string, unknown>), page: next, size: PAGE_SIZE_MAX }, schema);
      rows.push(...answer.list);
      if (answer.list.length < PAGE_SIZE_MAX || rows.length >= answer.total) return rows;
    }
  }, [path, filtersKey, schema]);

  return {
    rows: query.data?.list ?? [],
    loading: query.isFetching,
    fetchAll,
    paging: { page, size, total: query.data?.total ?? 0, onPage: (next: number) => setPaged({ filtersKey, page: next }) },
  };
}
