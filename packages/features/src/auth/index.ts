export { LoginContainer } from './LoginContainer';
export { ForgotPasswordContainer } from './ForgotPasswordContainer';
export type { ForgotPasswordContainerProps } from './ForgotPasswordContainer';
export { RequireSession } from './RequireSession';
export type { RequireSessionProps } from './RequireSession';
