import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Sent = styled.div`
  ${column(2)}
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSubtle};

  strong {
    color: ${({ theme }) => theme.colors.success};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;
