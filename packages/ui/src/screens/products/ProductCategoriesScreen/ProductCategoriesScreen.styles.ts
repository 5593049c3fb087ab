import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

export const Actions = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`;
