import styled, { css } from 'styled-components';

export const Text = styled.p<{ $boxed: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};

  ${({ $boxed, theme }) =>
    $boxed &&
    css`
      padding: ${theme.space[3]} ${theme.space[4]};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.dangerSubtle};
    `}
`;
