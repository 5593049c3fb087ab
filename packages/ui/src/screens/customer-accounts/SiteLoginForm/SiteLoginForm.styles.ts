import styled from 'styled-components';
import { column, linkButton, mutedText, row } from '../../../theme/mixins';

export const Fields = styled.div`
  ${column(4)}
`;

/** A button that reads as a link (Forgot password?). */
export const TextButton = styled.button`
  ${linkButton}
  align-self: flex-end;
  padding: ${({ theme }) => `${theme.space[1]} 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &:disabled {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
`;

export const Divider = styled.p`
  ${row(3)}
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  ${mutedText}

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
