import { describe, expect, it } from 'vitest';
import { csvLines } from '@innkeep/api-contract';
import { csvRecordCounter, queryString } from './csv';

describe('csvRecordCounter', () => {
  it('counts records, not the line breaks inside quoted cells, whatever the chunk boundaries', () => {
    const text = csvLines([
      ['ID', 'Description'],
      ['1', 'First line\nsecond line, with a "quote"'],
      ['2', 'Café ""doubled"" \r\n =formula'],
      ['3', ''],
    ]);
    const bytes = new TextEncoder().encode(text);
    for (const size of [1, 2, 7, bytes.length]) {
      const counter = csvRecordCounter();
      for (let at = 0; at < bytes.length; at += size) counter.add(bytes.subarray(at, at + size));
      expect(counter.records).toBe(4);
    }
  });
});

describe('queryString', () => {
  it('leaves out absent and empty values', () => {
    expect(queryString({ search: 'a&b', type: '', status: undefined, from: null, page: 2 })).toBe('?search=a%26b&page=2');
    expect(queryString({ search: undefined })).toBe('');
  });
});
