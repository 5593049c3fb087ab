import styled, { css } from 'styled-components';

export const Picker = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const round = css`
  width: 56px;
  height: 56px;
  flex: none;
  border-radius: 50%;
`;

export const Avatar = styled.img`
  ${round};
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Placeholder = styled.span`
  ${round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
`;

export const FileInput = styled.input`
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;
