import styled, { css, keyframes } from 'styled-components';
import { column } from '../../theme/mixins';

export type SkeletonShape = 'block' | 'text' | 'circle';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

export const Bone = styled.span<{ $shape: SkeletonShape; $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  background: ${({ theme }) => theme.colors.grey200};
  border-radius: ${({ theme, $shape }) =>
    $shape === 'circle' ? theme.radii.round : $shape === 'text' ? theme.radii.sm : theme.radii.md};
  animation: ${pulse} 1.5s ease-in-out infinite;

  ${({ $shape }) =>
    $shape === 'circle' &&
    css`
      flex: none;
    `}

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none !important;
  }
`;

export const Lines = styled.span`
  ${column(2)}
  width: 100%;
`;
