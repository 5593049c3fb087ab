import styled from 'styled-components';
import { bareList, column, mutedText, row, surface, wrapRow } from '../../../theme/mixins';

export const Root = styled.section`
  ${surface}
  ${column(3)}
  padding: ${({ theme }) => theme.space[4]};
`;

export const Header = styled.div`
  ${row(2)}
  justify-content: space-between;
  align-items: flex-start;
`;

export const Heading = styled.div`
  ${column(1)}
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Progress = styled.p`
  ${mutedText}
  margin: 0;
`;

export const Steps = styled.ol`
  ${bareList}
  ${column(2)}
`;

export const Step = styled.li`
  ${wrapRow(3, 'space-between')}
  align-items: center;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StepText = styled.div`
  ${row(3)}
  align-items: flex-start;
  flex: 1 1 16rem;
  min-width: 0;
`;

export const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  background: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.surface)};
  border: 1px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.borderStrong)};
  color: ${({ theme, $done }) => ($done ? theme.colors.white : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StepTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StepDescription = styled.p`
  ${mutedText}
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The link itself, under its step's explanation; long addresses break anywhere on a phone. */
export const BookingUrl = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const StepActions = styled.div`
  ${wrapRow(2)}
`;

export const Qr = styled.img`
  display: block;
  width: 12rem;
  height: 12rem;
  align-self: center;
`;
