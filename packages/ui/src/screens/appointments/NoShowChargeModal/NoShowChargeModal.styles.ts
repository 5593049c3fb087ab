import styled, { css } from 'styled-components';
import { mutedText } from '../../../theme/mixins';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

  dt {
    ${mutedText}
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

export type NoticeTone = 'info' | 'warning' | 'danger' | 'success';

const TONES = {
  info: css`
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.grey100};
  `,
  warning: css`
    color: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSubtle};
  `,
  danger: css`
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  `,
  success: css`
    color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSubtle};
  `,
};

export const Notice = styled.p<{ $tone: NoticeTone }>`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${({ $tone }) => TONES[$tone]}
`;
