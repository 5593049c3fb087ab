import styled from 'styled-components';
import { emptyBox, nextButton } from '../BookingParts.styles';
import { bareList, column, focusOutline, mutedText } from '../../../theme/mixins';

export const Root = styled.section`
  ${column(3)}
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Services = styled.ol`
  ${bareList}
  ${column(2)}
`;

export const ServiceRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  > span {
    flex: 1 1 160px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const SmallButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:disabled {
    cursor: default;
    opacity: 0.5;
  }

  &:focus-visible {
    ${focusOutline}
  }
`;

export const Note = styled.p`
  margin: 0;
  ${mutedText}
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Starts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  ${bareList}
`;

export const StartButton = styled.button<{ $selected: boolean }>`
  ${column(1)}
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  > strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }

  &:focus-visible {
    ${focusOutline}
  }
`;

export const PartLine = styled.span`
  overflow-wrap: anywhere;
`;

export const Empty = styled.p`
  ${emptyBox}
`;

export const NextButton = styled.button`
  ${nextButton}
`;
