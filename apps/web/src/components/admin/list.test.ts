import { describe, expect, it } from 'vitest';
import { isFiltered, listQuery } from './list';

describe('admin list queries', () => {
  it('leaves empty filters out and trims the search, with the page and the page size of 10', () => {
    expect(listQuery({ search: '  ada ', role: '', approval: 'false' }, 3)).toEqual({
      search: 'ada',
      approval: 'false',
      page: 3,
      limit: 10,
    });
    expect(listQuery({ search: '   ', status: '' }, 1)).toEqual({ page: 1, limit: 10 });
  });

  it('knows when any filter differs from the initial ones', () => {
    const initial = { search: '', status: '' };
    expect(isFiltered(initial, initial)).toBe(false);
    expect(isFiltered({ search: '', status: 'pending' }, initial)).toBe(true);
    expect(isFiltered({ search: 'x', status: '' }, initial)).toBe(true);
  });
});
