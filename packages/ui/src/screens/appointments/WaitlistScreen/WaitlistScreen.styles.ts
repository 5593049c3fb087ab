import styled from 'styled-components';
import { focusRing } from '../../../theme/mixins';

/** The calendar's error box. */
export { ErrorText } from '../StylistCalendarScreen/StylistCalendarScreen.styles';

export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:focus-visible {
    ${focusRing}
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const StatusBox = styled.div`
  min-width: 150px;
`;

export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
