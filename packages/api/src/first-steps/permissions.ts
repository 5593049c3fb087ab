import type { PermissionTable } from '../shared/permissions';

/** The first-steps card: the salon's owner, who sets the salon up. */
export const FIRST_STEPS_PERMISSIONS = {
  'firstSteps.view': ['salon'],
} as const satisfies PermissionTable;
