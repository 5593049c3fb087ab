import styled from 'styled-components';
import { bareList, column, mutedText, wrapRow } from '../../../theme/mixins';

export const Plans = styled.ul`
  ${column(2)}
  ${bareList}
`;

export const PlanRow = styled.li`
  ${wrapRow(2, 'space-between')}
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
  ${wrapRow(2)}
`;
