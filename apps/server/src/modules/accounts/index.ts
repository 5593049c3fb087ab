// The accounts module's public face: what other modules and the composition root may use.
export { contactOf, salonRefOf } from './account-fields';
export { type AccountWithSalon, findWithSalon, flattenSalon, selectWithSalon } from './accounts-with-salon';
export { WIZARD_STYLIST_TAKEN } from './messages';
export {
  type AccountRows,
  type AccountsDeps,
  buildAccounts,
  type PasswordRequests,
  type Sessions,
  type SignInHandoffs,
  type SignupRequests,
} from './module';
export { type PasswordRequestHandler, PasswordRequestWorker } from './password-requests';
export { passwordResetMail } from './password-reset-mail';
export { hashResetToken, PasswordResetService } from './password-reset-service';
export { generatePassword, unusablePasswordHash } from './passwords';
export type { AccountKey } from './repository';
export { AccountService, conflictOf } from './service';
export { newOneTimeToken } from './sign-in-handoffs';
export { type SignupRequest, type SignupRequestHandler, SignupRequestWorker } from './signup-requests';
export { INVITATION_DAYS, PLATFORM_NAME, StaffPasswordResetService } from './staff-password-reset';
export type { StaffInvitations } from './staff-password-reset';
