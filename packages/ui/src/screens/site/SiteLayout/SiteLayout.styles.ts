import styled from 'styled-components';

export const Root = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const Content = styled.main`
  flex: 1;
  min-width: 0;
`;
