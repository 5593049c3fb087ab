import { enums, object, optional, string, type Infer } from 'superstruct';
import { LocalDate } from '../availability/schemas';

/** What a salon can take with it, one CSV file each. */
export const EXPORT_FILES = [
  'clients.csv',
  'appointments.csv',
  'orders.csv',
  'products.csv',
  'sales.csv',
] as const;
export const ExportFile = enums(EXPORT_FILES);
export type ExportFile = Infer<typeof ExportFile>;

/** The files whose rows have a date (an appointment's day, an order's day): these take `from`/`to`. */
export const DATED_EXPORTS: readonly ExportFile[] = ['appointments.csv', 'orders.csv', 'sales.csv'];

export const ExportParams = object({ file: ExportFile });
export type ExportParams = Infer<typeof ExportParams>;

/** Days in the salon's time zone, both included; either may be left out. */
export const ExportQuery = object({ from: optional(LocalDate), to: optional(LocalDate) });
export type ExportQuery = Infer<typeof ExportQuery>;

/** The file: UTF-8 CSV with a byte-order mark. */
export const ExportCsv = string();

export const EXPORT_MESSAGES = {
  range: '"from" must not be after "to"',
  undated: 'This export has no dates: leave out "from" and "to"',
} as const;
