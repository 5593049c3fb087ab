import { getReaderToken } from '@salon/api/sales/endpoints';
import { useApiQuery } from '../core';
import { saleKeys } from './keys';

/**
 * The desk's card reader (`POST /sales/reader-token`), asked once while the payment modal is open; not
 * asked when `enabled` is false. A salon without a reader answers an error, and the desk offers none.
 */
export function useReaderConnection(enabled: boolean) {
  return useApiQuery(enabled ? saleKeys.reader : null, getReaderToken, enabled ? {} : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
