import { describe, expect, it } from 'vitest';
import { csvFileName, escapeCsvField, toCsv } from './csv';

describe('escapeCsvField', () => {
  it.each([
    ['plain text', 'plain text'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['crlf\r\nbreak', '"crlf\r\nbreak"'],
    ['', ''],
  ])('writes %j as %j', (input, output) => {
    expect(escapeCsvField(input)).toBe(output);
  });

  it('writes numbers, booleans and empty values as they are', () => {
    expect([12.5, -3, true, null, undefined].map(escapeCsvField)).toEqual(['12.5', '-3', 'true', '', '']);
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(escapeCsvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(escapeCsvField('@cmd')).toBe("'@cmd");
    expect(escapeCsvField('+cmd|x')).toBe("'+cmd|x");
    expect(escapeCsvField('-2+3+cmd')).toBe("'-2+3+cmd");
    expect(escapeCsvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('keeps phone numbers and signed numbers as typed', () => {
    expect(escapeCsvField('+1 (555) 010-2026')).toBe('+1 (555) 010-2026');
    expect(escapeCsvField('-12.50')).toBe('-12.50');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-ended rows', () => {
    expect(toCsv(['Name', 'Note'], [['Ann', 'a, "b"'], ['Bo', null]])).toBe('Name,Note\r\nAnn,"a, ""b"""\r\nBo,\r\n');
  });

  it('names export files by prefix and day', () => {
    expect(csvFileName('payments', '2026-11-21')).toBe('payments-2026-11-21.csv');
  });
});
