import * as Slider from '@radix-ui/react-slider';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Root = styled(Slider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  height: 24px;
  touch-action: none;
  user-select: none;
`;

export const Track = styled(Slider.Track)`
  position: relative;
  flex-grow: 1;
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

export const Range = styled(Slider.Range)`
  position: absolute;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
`;

export const Thumb = styled(Slider.Thumb)`
  display: block;
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;

  &:focus-visible {
    ${focusRing}
  }
`;
