import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

export const Submit = styled.div`
  grid-column: 1 / -1;

  button {
    background: var(--site-color, ${({ theme }) => theme.colors.brand});
    border-color: var(--site-color, ${({ theme }) => theme.colors.brand});
    color: var(--site-on-color, ${({ theme }) => theme.colors.onBrand});
  }
`;
