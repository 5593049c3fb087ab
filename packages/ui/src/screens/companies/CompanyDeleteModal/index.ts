export { CompanyDeleteModal } from './CompanyDeleteModal';
export type { CompanyDeleteModalProps } from './CompanyDeleteModal';
