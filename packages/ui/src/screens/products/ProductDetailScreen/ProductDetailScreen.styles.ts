import styled from 'styled-components';

export const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 3fr;
  }
`;
