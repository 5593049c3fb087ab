export { WasPrice } from './WasPrice';
