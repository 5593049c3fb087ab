import styled from 'styled-components';
import { bareFieldset, mutedText } from '../../../theme/mixins';

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Range = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  & > * {
    flex: 1 1 10rem;
    min-width: 0;
  }
`;

export const Groups = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${bareFieldset('medium')}
`;

export const Group = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSubtle};
  }
`;

/** The totals, side by side, wrapping on a phone. */
export const Strip = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

export const Tile = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    ${mutedText}
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
