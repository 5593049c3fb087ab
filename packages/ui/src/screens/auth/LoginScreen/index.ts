export { LoginScreen } from './LoginScreen';
export type { LoginScreenProps } from './LoginScreen';
export { validateLogin } from './validate-login';
export type { LoginErrors, LoginValues } from './validate-login';
