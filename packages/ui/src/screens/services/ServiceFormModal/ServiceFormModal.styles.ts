import styled from 'styled-components';
import { mutedText } from '../../../theme/mixins';

export const ValueWithUnit = styled.div`
  display: grid;
  grid-template-columns: 1fr 120px;
  gap: ${({ theme }) => theme.space[2]};
`;

export const KindToggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Payment = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

export const PaymentLegend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
`;

export const PaymentChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
`;

export const PaymentOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;

  input {
    margin: 0;
    flex: none;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

export const DepositValue = styled(ValueWithUnit)`
  grid-template-columns: 1fr 170px;
`;

export const PaymentNote = styled.p`
  ${mutedText}
  margin: 0;
`;
