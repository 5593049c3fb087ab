import { Range, Root, Thumb, Track } from './RangeSlider.styles';

export interface RangeSliderProps {
  min: number;
  max: number;
  step?: number;
  /** The chosen range [from, to]. */
  value: [number, number];
  /** While dragging or with the arrow keys. */
  onChange: (value: [number, number]) => void;
  /** When the drag or key press ends: the moment to fetch. */
  onCommit?: (value: [number, number]) => void;
  /** Accessible names of the two thumbs, e.g. ['Minimum price', 'Maximum price']. */
  thumbLabels: [string, string];
  /** How a thumb's value is read out, e.g. '$10'. */
  valueText?: (value: number) => string;
  disabled?: boolean;
}

/** A two-thumb range slider (Radix Slider: keyboard, touch and screen readers handled). */
export function RangeSlider({
  min,
  max,
  step = 1,
  value,
  onChange,
  onCommit,
  thumbLabels,
  valueText,
  disabled = false,
}: RangeSliderProps) {
  return (
    <Root
      min={min}
      max={max}
      step={step}
      value={value}
      minStepsBetweenThumbs={1}
      disabled={disabled}
      onValueChange={(next) => onChange([next[0]!, next[1]!])}
      onValueCommit={(next) => onCommit?.([next[0]!, next[1]!])}
    >
      <Track>
        <Range />
      </Track>
      <Thumb aria-label={thumbLabels[0]} aria-valuetext={valueText?.(value[0])} />
      <Thumb aria-label={thumbLabels[1]} aria-valuetext={valueText?.(value[1])} />
    </Root>
  );
}
