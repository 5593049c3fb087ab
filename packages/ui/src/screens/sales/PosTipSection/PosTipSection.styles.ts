import styled from 'styled-components';
import { column, mutedText, wrapRow } from '../../../theme/mixins';

export const Choices = styled.fieldset`
  ${column(3)}
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Options = styled.div`
  ${wrapRow(2)}
`;

/** A radio drawn as a pill: the whole label is the target, the checked one in the brand colour. */
export const Pill = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSubtle};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Custom = styled.div`
  ${wrapRow(2)}
  align-items: flex-end;

  > :first-child {
    flex: 1 1 160px;
    max-width: 240px;
  }
`;

export const Split = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  ${mutedText}

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Note = styled.p`
  margin: 0;
  ${mutedText}
`;
