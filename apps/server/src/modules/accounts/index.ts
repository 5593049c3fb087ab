// The accounts module's public face: what other modules and the composition root may use.
export { contactOf, salonRefOf } from './account-fields';
export { type AccountWithSalon, findWithSalon, flattenSalon, selectWithSalon } from './accounts-with-salon';
export { WIZARD_STYLIST_TAKEN } from './messages';
export {
  type PasswordRequestHandler,
  PasswordRequestRepository,
  PasswordRequestWorker,
} from './password-requests';
export { passwordResetMail } from './password-reset-mail';
export { PasswordResetRepository } from './password-reset-repository';
export { hashResetToken, PasswordResetService } from './password-reset-service';
export { generatePassword, unusablePasswordHash } from './passwords';
export { type AccountKey, AccountRepository } from './repository';
export { AccountService, conflictOf } from './service';
export { SessionRepository } from './session-repository';
export { newOneTimeToken, SignInHandoffRepository } from './sign-in-handoffs';
export {
  type SignupRequest,
  type SignupRequestHandler,
  SignupRequestRepository,
  SignupRequestWorker,
} from './signup-requests';
export { PLATFORM_NAME, StaffPasswordResetService } from './staff-password-reset';
