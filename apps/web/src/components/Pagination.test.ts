import { describe, expect, it } from 'vitest';
import { pageSummary } from './Pagination';

describe('pageSummary', () => {
  it.each([
    [1, 25, 10, { page: 1, totalPages: 3, from: 1, to: 10 }],
    [2, 25, 10, { page: 2, totalPages: 3, from: 11, to: 20 }],
    [3, 25, 10, { page: 3, totalPages: 3, from: 21, to: 25 }],
    [1, 10, 10, { page: 1, totalPages: 1, from: 1, to: 10 }],
    [2, 20, 10, { page: 2, totalPages: 2, from: 11, to: 20 }],
    [1, 0, 10, { page: 1, totalPages: 1, from: 0, to: 0 }],
    // A page past the end (rows deleted meanwhile) is shown as the last page.
    [5, 12, 10, { page: 2, totalPages: 2, from: 11, to: 12 }],
  ])('page %i of %i rows by %i', (page, total, size, expected) => {
    expect(pageSummary(page, total, size)).toEqual(expected);
  });
});
