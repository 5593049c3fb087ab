import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Editor = styled.div`
  ${column(3)}
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;

  > div:last-child {
    display: flex;
    flex: 1 1 180px;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

export const Picker = styled.div`
  .react-colorful {
    width: 200px;
    height: 160px;
  }

  .react-colorful__pointer {
    width: 24px;
    height: 24px;
  }

  .react-colorful__interactive:focus .react-colorful__pointer {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Swatch = styled.span<{ $color: string }>`
  display: block;
  width: 100%;
  max-width: 200px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $color }) => $color};
`;
