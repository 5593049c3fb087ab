export { MyProfileContainer } from './MyProfileContainer';
export { CalendarFeedContainer } from './CalendarFeedContainer';
