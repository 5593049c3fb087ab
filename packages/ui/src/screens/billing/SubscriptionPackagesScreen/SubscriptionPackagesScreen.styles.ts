import styled from 'styled-components';
import { bareList, column, mutedText } from '../../../theme/mixins';

export const Plans = styled.ul`
  ${column(2)}
  ${bareList}
`;

export const PlanRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const PlanPrice = styled.span`
  display: flex;
  flex-direction: column;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  span {
    ${mutedText}
  }
`;

export const PlanControls = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
