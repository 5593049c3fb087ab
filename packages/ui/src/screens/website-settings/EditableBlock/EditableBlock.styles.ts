import styled, { css } from 'styled-components';
import type { EditableBlockTone } from './EditableBlock';
import { column, row } from '../../../theme/mixins';

export const Block = styled.div<{ $tone: EditableBlockTone; $editing: boolean }>`
  ${column(2)}
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px dashed
    ${({ theme, $tone }) => ($tone === 'inverse' ? 'rgba(255, 255, 255, 0.6)' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme, $editing }) =>
    $editing &&
    css`
      border-style: solid;
      border-color: ${theme.colors.focus};
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
    `}
`;

export const Bar = styled.div`
  ${row(2)}
`;

export const BlockLabel = styled.span<{ $tone: EditableBlockTone }>`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.colors.textOnDark : theme.colors.textMuted)};
`;

export const Editor = styled.form`
  ${column(3)}
`;

export const Submit = styled.div`
  display: flex;
  justify-content: flex-end;
`;
