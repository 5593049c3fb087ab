import styled from 'styled-components';
import { inputCss } from '../../../primitives/TextInput/TextInput.styles';
import { statusCss } from '../SlotGrid/SlotGrid.styles';
import { emptyBox, nextButton } from '../BookingParts.styles';
import { bareList, column, focusOutline, mutedText, row } from '../../../theme/mixins';

export const Main = styled.main`
  ${column(6)}
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.text};
`;

export const Header = styled.header`
  ${column(3)}
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const SalonCard = styled.section`
  ${column(1)}
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const SalonLine = styled.span`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const AppLinks = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin-top: ${({ theme }) => theme.space[1]};
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  @media (min-width: 900px) {
    grid-template-columns: 340px minmax(0, 1fr);
    align-items: start;
  }
`;

export const Controls = styled.div`
  ${column(4)}
  min-width: 0;
`;

export const Field = styled.div`
  ${column(1)}

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.grey800};
  }
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${inputCss}
  min-height: 44px;
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export const ServiceSummary = styled.p`
  margin: 0;
  ${mutedText}
`;

export const CalendarSlot = styled.section`
  min-width: 0;
  overflow-x: auto;
`;

export const Placeholder = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.grey100};
`;

export const SlotsPanel = styled.section`
  ${column(3)}
  min-width: 0;
`;

export const DayNav = styled.div`
  ${row(2)}
`;

export const DayHeading = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

export const NavButton = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  cursor: pointer;

  &:disabled {
    color: ${({ theme }) => theme.colors.grey500};
    border-color: ${({ theme }) => theme.colors.grey300};
    cursor: not-allowed;
  }

  &:focus-visible {
    ${focusOutline}
  }
`;

export const ZoneNote = styled.p`
  margin: 0;
  text-align: center;
  ${mutedText}
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  ${bareList}
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Swatch = styled.span<{ $status: 'Available' | 'Confirmed' | 'Waiting' }>`
  display: inline-block;
  width: 16px;
  height: 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ $status }) => statusCss[$status]}
`;

export const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  text-align: center;
  ${mutedText}
`;

export const EmptyDay = styled.h3`
  ${emptyBox}
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const NextButton = styled.button`
  ${nextButton}

  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }
`;

/** 'Add another service' under the service select (a visit of several services). */
export const AddServiceButton = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  cursor: pointer;
`;
