import { can, type Action } from '../permissions';
import { ROLES, type Role } from '../shared/schemas';
import { fail } from './http';

/** The signed-in role of a mocked request: the auth mocks' tokens are `mock-token-<role>`. */
export function viewerRoleOf(request: Request): Role | null {
  const token = request.headers.get('token') ?? '';
  const role = token.startsWith('mock-token-') ? token.slice('mock-token-'.length) : '';
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

/** The server's answer to a role the permission table refuses `action` (none when it may, or is unknown). */
export function refusedRole(request: Request, action: Action) {
  const role = viewerRoleOf(request);
  return role && !can(role, action) ? fail(403, 'You do not have permission to do this') : null;
}
