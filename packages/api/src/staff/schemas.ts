import { boolean, enums, literal, nullable, object, optional, type Infer } from 'superstruct';
import {
  contactFields,
  contactRowFields,
  Id,
  NamedRef,
  PagedQuery,
  Photo,
  StrongPassword,
} from '../shared/schemas';

/** Roles a staff row can have: salon managers, and the platform's superadmins (read-only rows). */
export const StaffRole = enums(['manager', 'superadmin']);
export type StaffRole = Infer<typeof StaffRole>;

export const StaffItem = object({
  ...contactRowFields,
  role: StaffRole,
  active: boolean(),
  photo: Photo,
  salon: nullable(NamedRef),
});
export type StaffItem = Infer<typeof StaffItem>;

export const StaffListQuery = PagedQuery;
export type StaffListQuery = Infer<typeof StaffListQuery>;

/**
 * Creates (no `id`, password required) or updates a salon user. The only role offered is manager;
 * `salonId` is required from the admin and must be the viewer's own salon otherwise (or left out).
 * Editing never changes the role or the salon.
 */
export const StaffFormBody = object({
  id: optional(Id),
  ...contactFields,
  password: optional(StrongPassword),
  role: literal('manager'),
  salonId: optional(Id),
});
export type StaffFormBody = Infer<typeof StaffFormBody>;

export const StaffUserIdQuery = object({ userID: Id });
export type StaffUserIdQuery = Infer<typeof StaffUserIdQuery>;

/** `?salonID=` of the delete call names the staff user, despite its name (the old product's). */
export const StaffDeleteQuery = object({ salonID: Id });
export type StaffDeleteQuery = Infer<typeof StaffDeleteQuery>;
