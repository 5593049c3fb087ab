export { CompanyFormModal, EMPTY_COMPANY_FORM } from './CompanyFormModal';
export type { CompanyFormModalProps } from './CompanyFormModal';
export { validateCompany } from './validate-company';
export type { CompanyFormErrors, CompanyFormValues } from './validate-company';
