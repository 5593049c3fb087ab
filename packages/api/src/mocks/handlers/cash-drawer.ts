import { create } from 'superstruct';
import * as endpoints from '../../cash-drawer/endpoints';
import {
  CASH_DRAWER_MESSAGES,
  CashMovementBody,
  CloseCashDayBody,
  OpenCashDayBody,
  type CashDay,
} from '../../cash-drawer/schemas';
import type { AnyHandler } from 'msw';
import { buildUserInfo } from '../factories/auth';
import { CASH_TODAY, notOpenedCashDay, withTotals } from '../factories/cash-drawer';
import { FIXED_NOW } from '../clock';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import { stateful } from '../stateful';
import { refusedRole, viewerRoleOf } from '../viewer';

export const CASH_DRAWER_TEXTS = {
  opened: 'Drawer opened',
  moved: 'Cash movement saved',
  closed: 'Drawer cashed up',
} as const;

export interface CashDrawerStore {
  /** Today's drawer (not opened by default). */
  day?: CashDay;
}

/**
 * The desk's cash drawer against an in-memory day (today, 2026-03-16): open with a float, cash in and
 * out with a reason (one per key), the cash-up (a count that differs from the expected needs a note);
 * the owner and the manager only (403 for the others, as the server's `authorize`).
 */
export function cashDrawerHandlers(store: CashDrawerStore = {}): AnyHandler[] {
  let day = store.day ?? notOpenedCashDay;
  const moved = new Set<string>();
  const nameOf = (request: Request) => buildUserInfo(viewerRoleOf(request) ?? 'salon').name;
  return stateful(
    () => cashDrawerHandlers(store),
    [
      mockEndpoint(endpoints.getCashDay, ({ request }) => {
        const refused = refusedRole(request, 'cashDrawer.manage');
        if (refused) return refused;
        const date = new URL(request.url).searchParams.get('date');
        if (!date || date === day.date) return ok(day);
        if (date > CASH_TODAY) return fail(400, CASH_DRAWER_MESSAGES.future);
        return ok({ ...notOpenedCashDay, date });
      }),
      mockEndpoint(endpoints.openCashDay, async ({ request }) => {
        const refused = refusedRole(request, 'cashDrawer.manage');
        if (refused) return refused;
        const body = create(await request.json(), OpenCashDayBody);
        if (day.status === 'open') return fail(409, CASH_DRAWER_MESSAGES.alreadyOpen);
        if (day.status === 'closed') return fail(409, CASH_DRAWER_MESSAGES.closedToday);
        day = withTotals({
          ...day,
          status: 'open',
          floatMinor: body.floatMinor,
          openedAt: FIXED_NOW.toISOString(),
          openedByName: nameOf(request),
        });
        return ok(day, CASH_DRAWER_TEXTS.opened);
      }),
      mockEndpoint(endpoints.moveCash, async ({ request }) => {
        const refused = refusedRole(request, 'cashDrawer.manage');
        if (refused) return refused;
        const body = create(await request.json(), CashMovementBody);
        if (moved.has(body.key)) return ok(day, CASH_DRAWER_TEXTS.moved);
        if (day.status !== 'open') return fail(409, CASH_DRAWER_MESSAGES.notOpen);
        moved.add(body.key);
        day = withTotals({
          ...day,
          movements: [
            ...day.movements,
            {
              _id: `ca5dffff-0000-4000-8000-${moved.size.toString(16).padStart(12, '0')}`,
              kind: body.kind,
              amountMinor: body.amountMinor,
              reason: body.reason,
              byName: nameOf(request),
              createdAt: FIXED_NOW.toISOString(),
            },
          ],
        });
        return ok(day, CASH_DRAWER_TEXTS.moved);
      }),
      mockEndpoint(endpoints.closeCashDay, async ({ request }) => {
        const refused = refusedRole(request, 'cashDrawer.manage');
        if (refused) return refused;
        const body = create(await request.json(), CloseCashDayBody);
        if (day.status !== 'open') return fail(409, CASH_DRAWER_MESSAGES.notOpen);
        const note = (body.note ?? '').trim();
        if (body.countedMinor !== day.expectedMinor && !note) {
          return fail(400, CASH_DRAWER_MESSAGES.noteNeeded);
        }
        day = withTotals({
          ...day,
          status: 'closed',
          countedMinor: body.countedMinor,
          note,
          closedAt: FIXED_NOW.toISOString(),
          closedByName: nameOf(request),
        });
        return ok(day, CASH_DRAWER_TEXTS.closed);
      }),
    ],
  );
}

/** Single handlers that put a story in another state; put them before `cashDrawerHandlers()`. */
export const cashDrawerFailures = {
  dayLoading: mockPending(endpoints.getCashDay),
  dayFails: mockFailure(endpoints.getCashDay, 500, 'Could not load the drawer, please try again'),
  closeFails: mockFailure(endpoints.closeCashDay, 409, CASH_DRAWER_MESSAGES.notOpen),
};
