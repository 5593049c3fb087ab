export * from './StylistDetailsStep';
