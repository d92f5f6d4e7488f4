import { describe, expect, it } from 'vitest';
import { csvFileName, escapeCsvField, toCsv } from './csv';

describe('escapeCsvField', () => {
  it.each([
    ['plain text', '"plain text"'],
    ['a, b', '"a, b"'],
    ['a; b', '"a; b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['crlf\r\nbreak', '"crlf\r\nbreak"'],
    ['', '""'],
  ])('quotes %j as %j', (input, output) => {
    expect(escapeCsvField(input)).toBe(output);
  });

  it('quotes numbers, booleans and empty values too', () => {
    expect([12.5, -3, true, null, undefined].map(escapeCsvField)).toEqual(['"12.5"', '"-3"', '"true"', '""', '""']);
  });

  it.each([
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['@cmd', `"'@cmd"`],
    ['+cmd|x', `"'+cmd|x"`],
    ['-2+3+cmd', `"'-2+3+cmd"`],
    ['x;=cmd|calc', '"x;=cmd|calc"'],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['  =1+1', `"'  =1+1"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r\n@cmd', `"'\r\n@cmd"`],
    ['\tplain', `"'\tplain"`],
  ])('defuses %j, which a spreadsheet could run', (input, output) => {
    expect(escapeCsvField(input)).toBe(output);
  });

  it('keeps phone numbers and signed numbers as typed', () => {
    expect(escapeCsvField('+1 (555) 010-2026')).toBe('"+1 (555) 010-2026"');
    expect(escapeCsvField('-12.50')).toBe('"-12.50"');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-ended rows', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Ann', 'a, "b"'],
          ['Bo', null],
        ],
      ),
    ).toBe('"Name","Note"\r\n"Ann","a, ""b"""\r\n"Bo",""\r\n');
  });

  it('names export files by prefix and day', () => {
    expect(csvFileName('payments', '2026-11-21')).toBe('payments-2026-11-21.csv');
  });
});
