export { LoginContainer } from './LoginContainer';
export { ForgotPasswordContainer } from './ForgotPasswordContainer';
export type { ForgotPasswordContainerProps } from './ForgotPasswordContainer';
export { ResetPasswordContainer } from './ResetPasswordContainer';
export { UserSignupContainer } from './UserSignupContainer';
export { SignInLinkContainer } from './SignInLinkContainer';
export { RequireSession } from './RequireSession';
export type { RequireSessionProps } from './RequireSession';
