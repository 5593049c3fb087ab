import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Choices = styled.fieldset`
  ${column(3)}
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
`;

export const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;

  input {
    margin: 4px 0 0;
    flex: none;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

export const Hours = styled.div`
  max-width: 240px;
  padding-left: ${({ theme }) => theme.space[6]};
`;

export const Fees = styled(Choices)`
  max-width: 480px;
`;
