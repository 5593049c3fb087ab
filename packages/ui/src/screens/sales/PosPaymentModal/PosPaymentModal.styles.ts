import styled from 'styled-components';
import { bareFieldset, choiceChip, column, mutedText, wrapRow } from '../../../theme/mixins';

export const Body = styled.div`
  ${column(4)}
`;

export const Methods = styled.fieldset`
  ${column(2)}
  ${bareFieldset('bold')}
`;

export const MethodOptions = styled.div`
  ${wrapRow(2)}
`;

export const Method = styled.label`
  ${choiceChip}

  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
    background: ${({ theme }) => theme.colors.disabledBg};
    border-style: dashed;
  }
`;

export const Soon = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;

  dt {
    ${mutedText}
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Due = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Change = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSubtle};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Paid = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSubtle};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Footer = styled.div`
  ${wrapRow(2, 'flex-end')}
`;

export const Reader = styled.section`
  ${column(3)}
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

export const ReaderCards = styled.div`
  ${wrapRow(2)}
`;
