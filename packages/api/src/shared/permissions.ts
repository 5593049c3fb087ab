import type { Role } from './schemas';

/** One area's permissions as data: each action names the roles allowed to do it. */
export type PermissionTable = Readonly<Record<string, readonly Role[]>>;
