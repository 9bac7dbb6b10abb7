import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useConsoleTexts } from '../i18n/console-texts';
import { fillText } from '../../lib/i18n';
import { downloadCsv, toCsv } from './csv';

type Cell = string | number | boolean | null;

export interface Column<Row> {
  readonly key: string;
  readonly label: string;
  /** What sorting and the CSV use. */
  readonly value: (row: Row) => Cell;
  /** What the cell shows, when not the value itself. */
  readonly render?: (row: Row) => ReactNode;
  readonly numeric?: boolean;
  readonly sortable?: boolean;
}

export interface Paging {
  readonly page: number;
  readonly size: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

interface DataTableProps<Row> {
  readonly label: string;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** The CSV file's name, without extension. */
  readonly csvName: string;
  readonly paging?: Paging;
  /** Every page's rows, for the CSV of all pages. */
  readonly fetchAll?: () => Promise<readonly Row[]>;
  readonly loading?: boolean;
  readonly testId?: string;
  readonly onRowClick?: (row: Row) => void;
}

function compare(a: Cell, b: Cell): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** A table of rows: click a heading to sort the loaded rows, page through the rest, export CSV. */
export function DataTable<Row>({ label, columns, rows, rowKey, csvName, paging, fetchAll, loading, testId, onRowClick }: DataTableProps<Row>) {
  const t = useConsoleTexts().common;
  const [sort, setSort] = useState<{ key: string; descending: boolean } | null>(null);
  const [exporting, setExporting] = useState(false);

  const sorted = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.key === sort.key);
    if (!column || !sort) return rows;
    return [...rows].sort((a, b) => compare(column.value(a), column.value(b)) * (sort.descending ? -1 : 1));
  }, [rows, columns, sort]);

  const exportRows = (chosen: readonly Row[], suffix: string) =>
    downloadCsv(
      `${csvName}${suffix}`,
      toCsv(
        columns.map((column) => column.label),
        chosen.map((row) => columns.map((column) => column.value(row))),
      ),
    );

  const exportAll = async () => {
    if (!fetchAll) return;
    setExporting(true);
    try {
      exportRows(await fetchAll(), '-all');
    } finally {
      setExporting(false);
    }
  };

  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.size)) : 1;

  return (
    <div className="cx-table" data-testid={testId} aria-busy={loading ? 'true' : 'false'}>
      <div className="cx-table__scroll">
        <table>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sortedHere = sort?.key === column.key;
                return (
                  <th key={column.key} scope="col" className={column.numeric ? 'cx-num' : undefined} aria-sort={sortedHere ? (sort.descending ? 'descending' : 'ascending') : undefined}>
                    {column.sortable === false ? (
                      column.label
                    ) : (
                      <button type="button" className="cx-table__sort" title={t.sortBy} onClick={() => setSort(sortedHere && !sort.descending ? { key: column.key, descending: true } : sortedHere ? null : { key: column.key, descending: false })}>
                        {column.label}
                        <span aria-hidden="true" className="cx-table__arrow">
                          {sortedHere ? (sort.descending ? '▼' : '▲') : '↕'}
                        </span>
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={rowKey(row)} className={onRowClick ? 'cx-table__row--link' : undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? 'cx-num' : undefined} data-label={column.label}>
                    {column.render ? column.render(row) : String(column.value(row) ?? '—')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="cx-table__empty">{loading ? t.loading : t.empty}</p>}
      </div>
      <footer className="cx-table__footer">
        {paging && (
          <div className="cx-table__pager">
            <span>{fillText(t.total, { total: paging.total })}</span>
            <Button variant="secondary" size="sm" disabled={paging.page <= 1} onClick={() => paging.onPage(paging.page - 1)}>
              {t.previous}
            </Button>
            <span>{fillText(t.page, { page: paging.page, pages })}</span>
            <Button variant="secondary" size="sm" disabled={paging.page >= pages} onClick={() => paging.onPage(paging.page + 1)}>
              {t.next}
            </Button>
          </div>
        )}
        <div className="cx-table__export">
          <Button variant="ghost" size="sm" disabled={rows.length === 0} onClick={() => exportRows(sorted, '')}>
            {t.exportPage}
          </Button>
          {fetchAll && (
            <Button variant="ghost" size="sm" disabled={rows.length === 0 || exporting} onClick={() => void exportAll()}>
              {t.exportAll}
            </Button>
          )}
        </div>
      </footer>
    </div>
  );
}
