export {
  theme,
  colors,
  chart,
  space,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  zIndices,
  breakpoints,
  media,
  transitions,
} from './tokens';
export type { Theme, Space } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { UiProvider } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
