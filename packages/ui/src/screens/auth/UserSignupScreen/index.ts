export { UserSignupScreen } from './UserSignupScreen';
export type { SignupSalonOption, UserSignupScreenProps, UserSignupSubmit } from './UserSignupScreen';
export { validateUserSignup } from './validate-signup';
export type { SignupGender, UserSignupErrors, UserSignupValues } from './validate-signup';
