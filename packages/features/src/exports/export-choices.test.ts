import { describe, expect, it } from 'vitest';
import { daysBefore, exportOptions } from './export-choices';

describe('export choices', () => {
  it('offers the whole file of undated data, and day ranges ending today for dated data', () => {
    expect(exportOptions('clients.csv', '2026-03-16')).toEqual([
      { id: 'clients.csv:all', label: 'All clients (CSV)', file: 'clients.csv', query: {} },
    ]);
    const orders = exportOptions('orders.csv', '2026-03-16');
    expect(orders.map((option) => option.label)).toEqual([
      'Orders, last 30 days (CSV)',
      'Orders, last 12 months (CSV)',
      'All orders (CSV)',
    ]);
    expect(orders[0]!.query).toEqual({ from: '2026-02-15', to: '2026-03-16' });
  });

  it('counts days across month and leap-year ends', () => {
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2026-01-01', 364)).toBe('2025-01-02');
  });
});
