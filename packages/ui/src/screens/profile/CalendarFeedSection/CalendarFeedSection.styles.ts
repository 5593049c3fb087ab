import styled from 'styled-components';
import { mutedText } from '../../../theme/mixins';

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

export const Address = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }

  input {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-overflow: ellipsis;
  }
`;

export const Hint = styled.p`
  ${mutedText};
  margin: ${({ theme }) => theme.space[2]} 0 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;
