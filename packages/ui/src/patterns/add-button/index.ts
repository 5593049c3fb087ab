export { addButton } from './add-button';
