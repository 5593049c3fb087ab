import styled, { keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes: Record<SpinnerSize, string> = { sm: '16px', md: '24px', lg: '40px' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '2px')} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 1.5s !important;
    animation-iteration-count: infinite !important;
  }
`;
