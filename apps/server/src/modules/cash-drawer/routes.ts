import { closeCashDay, getCashDay, moveCash, openCashDay } from '@salon/api/cash-drawer/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { CashDrawerService } from './service';

export function cashDrawerRoutes(route: ContractRouter, drawer: CashDrawerService): void {
  route(getCashDay, async ({ viewer, query }) => ({ data: await drawer.day(viewer, query) }));

  route(openCashDay, async ({ viewer, body }) => ({
    data: await drawer.open(viewer, body),
    message: 'Drawer opened',
  }));

  route(moveCash, async ({ viewer, body }) => ({
    data: await drawer.move(viewer, body),
    message: body.kind === 'in' ? 'Cash put in' : 'Cash taken out',
  }));

  route(closeCashDay, async ({ viewer, body }) => ({
    data: await drawer.close(viewer, body),
    message: 'Day cashed up',
  }));
}
