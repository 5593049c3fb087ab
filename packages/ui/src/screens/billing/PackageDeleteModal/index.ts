export { PackageDeleteModal } from './PackageDeleteModal';
export type { PackageDeleteModalProps } from './PackageDeleteModal';
