import { demoSales } from '@salon/api/mocks/factories/sales';
import { salesReportOf } from '@salon/api/mocks/factories/sales-report';
import { SALES_REPORT_MESSAGES } from '@salon/api/sales/report-schemas';
import { describe, expect, it } from 'vitest';
import { reportQueryOf, toReportView, withReport } from './report-view';

const address = (search: string) => new URLSearchParams(search);

describe('the sales report in the address', () => {
  it('leaves the days to the server when the address has none, by day by default', () => {
    expect(reportQueryOf(address(''))).toEqual({ query: { by: 'day' }, by: 'day', error: null });
    expect(reportQueryOf(address('from=2026-02-30&to=soon&by=week'))).toEqual({
      query: { by: 'day' },
      by: 'day',
      error: null,
    });
  });

  it('reads the days and the grouping', () => {
    expect(reportQueryOf(address('from=2026-03-01&to=2026-03-16&by=stylist'))).toEqual({
      query: { from: '2026-03-01', to: '2026-03-16', by: 'stylist' },
      by: 'stylist',
      error: null,
    });
  });

  it("refuses a range the server would, with the server's words", () => {
    expect(reportQueryOf(address('from=2026-03-16&to=2026-03-01')).error).toBe(SALES_REPORT_MESSAGES.range);
    expect(reportQueryOf(address('from=2025-01-01&to=2026-01-02')).error).toBe(SALES_REPORT_MESSAGES.tooLong);
    expect(reportQueryOf(address('from=2025-01-01&to=2026-01-01')).error).toBeNull();
  });

  it('writes the days and the grouping back, day leaving no `by`', () => {
    const next = withReport(address('by=stylist&page=2'), {
      from: '2026-03-01',
      to: '2026-03-16',
      by: 'day',
    });
    expect(next.toString()).toBe('page=2&from=2026-03-01&to=2026-03-16');
    expect(withReport(address(''), { by: 'method' }).toString()).toBe('by=method');
  });
});

describe('toReportView', () => {
  it('names the days and formats the money in the salon locale', () => {
    const report = salesReportOf(demoSales(), { from: '2026-03-15', to: '2026-03-16', by: 'day' });
    const view = toReportView(report, 'en-US');
    expect(view.rows.map((row) => row.label)).toEqual(['Mon, Mar 16, 2026', 'Sun, Mar 15, 2026']);
    expect(view.totals.refund.startsWith('−$')).toBe(true);
    expect(view.stylistName).toBeNull();
  });
});
