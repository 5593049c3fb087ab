import styled, { css } from 'styled-components';
import { bareList, column } from '../../../theme/mixins';

export const Summary = styled.dl`
  ${column(1)}
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const SummaryRow = styled.div`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
  }
`;

/** A radio or checkbox with its text in one label. */
const choice = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

export const Gender = styled.fieldset`
  ${column(1)}
  margin: 0;
  padding: 0;
  border: none;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.grey800};
  }
`;

export const GenderOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};

  label {
    ${choice};
    min-height: 32px;
  }
`;

export const GenderError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Check = styled.label`
  ${choice};
`;

export const Alternatives = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  ${bareList}
`;

export const AlternativeButton = styled.button`
  width: 100%;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const ThankYou = styled.div`
  ${column(2)}
  font-size: ${({ theme }) => theme.fontSizes.md};

  p {
    margin: 0;
  }
`;

export const CalendarTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const CalendarLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;

  a {
    display: inline-block;
    min-height: 24px;
    padding: ${({ theme }) => theme.space[1]} 0;
  }
`;
