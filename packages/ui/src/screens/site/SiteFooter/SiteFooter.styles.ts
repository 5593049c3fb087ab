import styled from 'styled-components';

export const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.grey900};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p,
  address {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-style: normal;
    overflow-wrap: anywhere;
  }

  a {
    color: inherit;
  }
`;

export const Credit = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.grey700};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: inherit;
  }
`;
