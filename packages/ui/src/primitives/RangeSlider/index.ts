export { RangeSlider } from './RangeSlider';
export type { RangeSliderProps } from './RangeSlider';
