export { CartChangedNotice, LineNotice } from './CartChangedNotice';
export type { CartChangedNoticeProps } from './CartChangedNotice';
