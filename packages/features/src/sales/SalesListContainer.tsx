import { SALE_STATUSES, type SaleStatus } from '@salon/api/sales/schemas';
import {
  SalesListScreen,
  type SaleStatusFilter,
  type SalesListState,
} from '@salon/ui/screens/sales/SalesListScreen';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { listState, tablePage, useAddressPaging, useCapabilities, useSalonMoney } from '../core';
import { SALE_PAGE_SIZE } from './keys';
import { newSalePath } from './NewSaleContainer';
import { salesCapabilities } from './policies';
import { toSaleRow } from './sale-view';
import { useSales } from './use-sales';

/** The address parameter of the list's status filter (`?status=paid`); none: every sale. */
export const STATUS_PARAM = 'status';

const statusOf = (value: string | null): SaleStatus | null =>
  (SALE_STATUSES as readonly string[]).includes(value ?? '') ? (value as SaleStatus) : null;

/** /sales: the desk's sales, 20 a page, the page and the status filter in the address. */
export function SalesListContainer() {
  const can = useCapabilities(salesCapabilities);
  const { locale } = useSalonMoney();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { page, setPage } = useAddressPaging();
  const status = statusOf(params.get(STATUS_PARAM));
  const list = useSales({ pageNumber: page, pageSize: SALE_PAGE_SIZE, ...(status ? { status } : {}) });

  const state: SalesListState = listState(list, (data) =>
    tablePage(data, toSaleRow(locale), page, SALE_PAGE_SIZE),
  );

  const changeStatus = (next: SaleStatusFilter) =>
    setParams((current) => {
      const address = new URLSearchParams(current);
      if (next === 'all') address.delete(STATUS_PARAM);
      else address.set(STATUS_PARAM, next);
      address.delete('page');
      return address;
    });

  return (
    <SalesListScreen
      state={state}
      status={status ?? 'all'}
      onStatusChange={changeStatus}
      onPageChange={setPage}
      onOpen={(id) => navigate(`/sales/${id}`)}
      onNewSale={() => navigate(newSalePath())}
      can={{ checkout: can.checkout }}
      ownOnly={can.ownOnly}
    />
  );
}
