export * from './tokens';
export * from './mixins';
export { GlobalStyle } from './GlobalStyle';
export { UiProvider } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
