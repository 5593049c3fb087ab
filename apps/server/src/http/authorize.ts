import { can, type Action } from '@salon/api/permissions';
import { ForbiddenError } from '../errors';
import type { Viewer } from './viewer';

/** A 403 decided by the permission table: names the action the viewer's role may not do. */
export class PermissionDenied extends ForbiddenError {
  constructor(
    readonly action: Action,
    message?: string,
    code?: string,
  ) {
    super(message, code);
  }
}

/**
 * The server's one role check: whether the viewer's role may do `action` by the shared table of
 * `@salon/api/permissions` (the same table the screens' policies read). 403 with `message` (and `code`)
 * otherwise. Row rules read the table too: call it for the row that needs the action (a superadmin's
 * row, another stylist's calendar). Tenant rules (own salon, own calendar, own clients) stay with the
 * services and repositories.
 */
export function authorize(
  viewer: Pick<Viewer, 'role'>,
  action: Action,
  message?: string,
  code?: string,
): void {
  if (!can(viewer.role, action)) throw new PermissionDenied(action, message, code);
}

/**
 * Whether the viewer's role may do `action`, by the same table, for rules that narrow what the viewer
 * reaches instead of refusing it (every salon's rows, or another salon's record answering "not found").
 */
export function permits(viewer: Pick<Viewer, 'role'>, action: Action): boolean {
  return can(viewer.role, action);
}
