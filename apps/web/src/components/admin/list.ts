import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { LIMITS } from '@innkeep/api-contract';

/** Filters of a list tab as the inputs hold them: '' means "all" or "no search". */
export type Filters = Record<string, string>;

/** Non-empty filters only, as the spec's query form leaves empty ones out. */
export type ListCriteria<F extends Filters> = { [K in keyof F]?: Exclude<F[K], ''> };
export type ListQuery<F extends Filters> = ListCriteria<F> & { page: number; limit: number };

export function listCriteria<F extends Filters>(filters: F): ListCriteria<F> {
  const set = Object.entries(filters)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return Object.fromEntries(set) as ListCriteria<F>;
}

export function listQuery<F extends Filters>(filters: F, page: number, limit: number = LIMITS.adminPageSize): ListQuery<F> {
  return { ...listCriteria(filters), page, limit };
}

export function isFiltered<F extends Filters>(filters: F, initial: F): boolean {
  return (Object.keys(initial) as (keyof F)[]).some((key) => filters[key] !== initial[key]);
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Filter and page state of an admin list: any filter change goes back to page 1, Clear Filters
 * restores the initial filters, and a typed search is sent once typing pauses. `query` is the list
 * procedure's input; `criteria` the same without the page, for an export of everything that matches.
 */
export function useListState<F extends Filters & { search: string }>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const update = (patch: Partial<F>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const clear = () => {
    setFilters(initial);
    setPage(1);
  };
  const criteria = listCriteria({ ...filters, search });
  return {
    filters,
    update,
    clear,
    page,
    setPage,
    isFiltered: isFiltered(filters, initial),
    criteria,
    query: { ...criteria, page, limit: LIMITS.adminPageSize },
  };
}

/** When a deletion empties the last page, step back to the new last page instead of showing nothing. */
export function useClampedPage(total: number | undefined, page: number, setPage: (page: number) => void): void {
  useEffect(() => {
    if (!total) return;
    const last = Math.ceil(total / LIMITS.adminPageSize);
    if (page > last) setPage(last);
  }, [total, page, setPage]);
}
