export { row, wrapRow } from './rows';
