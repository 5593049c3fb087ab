import { DATED_EXPORTS, type ExportFile, type ExportQuery } from '@salon/api/exports/schemas';

/** One entry of a page's Export menu: which file, and which days for the dated ones. */
export interface ExportOption {
  id: string;
  label: string;
  file: ExportFile;
  query: ExportQuery;
}

const NAMES: Record<ExportFile, string> = {
  'clients.csv': 'Clients',
  'appointments.csv': 'Appointments',
  'orders.csv': 'Orders',
  'products.csv': 'Products',
  'sales.csv': 'Sales',
};

/** 'YYYY-MM-DD' of `days` before `today` ('YYYY-MM-DD', calendar arithmetic only). */
export function daysBefore(today: string, days: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The choices of a page's menu: the whole file, and for the dated files (appointments, orders, sales) the last
 * 30 days and the last 12 months up to `today`, the salon-side day the page shows.
 */
export function exportOptions(file: ExportFile, today: string): ExportOption[] {
  const name = NAMES[file];
  const whole: ExportOption = {
    id: `${file}:all`,
    label: `All ${name.toLowerCase()} (CSV)`,
    file,
    query: {},
  };
  if (!DATED_EXPORTS.includes(file)) return [whole];
  return [
    {
      id: `${file}:30`,
      label: `${name}, last 30 days (CSV)`,
      file,
      query: { from: daysBefore(today, 29), to: today },
    },
    {
      id: `${file}:365`,
      label: `${name}, last 12 months (CSV)`,
      file,
      query: { from: daysBefore(today, 364), to: today },
    },
    whole,
  ];
}
