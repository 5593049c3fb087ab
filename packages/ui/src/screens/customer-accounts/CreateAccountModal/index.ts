export { CreateAccountModal } from './CreateAccountModal';
export type { CreateAccountModalProps, CreateAccountSubmit } from './CreateAccountModal';
export { validateCreateAccount } from './validate-create-account';
export type { CreateAccountErrors, CreateAccountValues } from './validate-create-account';
