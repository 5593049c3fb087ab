import { endpoint } from '../contract';
import { ExportCsv, ExportParams, ExportQuery } from './schemas';

/**
 * A salon's data as a CSV file (`clients.csv`, `appointments.csv`, `orders.csv`, `products.csv`): the
 * owner's and the manager's own salon only (a stylist 403). `from`/`to` narrow the dated files to days
 * in the salon's zone; streamed, so a long history costs the server no memory.
 */
export const exportFile = endpoint({
  method: 'GET',
  path: '/exports/:file',
  auth: 'token',
  params: ExportParams,
  query: ExportQuery,
  produces: 'text/csv',
  data: ExportCsv,
});
