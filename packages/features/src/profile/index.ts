export { MyProfileContainer } from './MyProfileContainer';
