export { submitRefusedPlay } from './submit-refused-play';
