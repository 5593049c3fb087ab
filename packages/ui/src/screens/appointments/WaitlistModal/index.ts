export { WaitlistModal } from './WaitlistModal';
export type { WaitlistEntry, WaitlistModalProps } from './WaitlistModal';
