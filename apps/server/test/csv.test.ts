import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, csvLine } from '../src/lib/csv';

describe('CSV cells', () => {
  it('neutralises every formula start, so a spreadsheet shows the text instead of running it', () => {
    for (const hostile of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1']) {
      expect(csvCell(hostile).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Hart, Amelia')).toBe('"Hart, Amelia"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Amelia')).toBe('Amelia');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('ends lines with CRLF and writes money as decimal amounts', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
    expect(csvAmount(1250)).toBe('12.50');
    expect(csvAmount(null)).toBe('');
  });
});
