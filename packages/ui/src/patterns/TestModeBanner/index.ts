export { TEST_MODE_TEXT, TestModeBanner } from './TestModeBanner';
