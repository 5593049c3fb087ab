import styled from 'styled-components';
import { column, mutedText } from '../../../theme/mixins';

type Tone = 'success' | 'warning' | 'danger';

export const Body = styled.div`
  ${column(4)}

  p {
    margin: 0;
  }
`;

export const Intro = styled.p`
  ${mutedText}
`;

export const Notice = styled.p<{ $tone: Tone }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSubtle
      : $tone === 'warning'
        ? theme.colors.warningSubtle
        : theme.colors.dangerSubtle};
`;

export const Needs = styled.ul`
  ${column(1)}
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

export const StatusText = styled.span<{ $tone: Tone }>`
  font-weight: 600;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
