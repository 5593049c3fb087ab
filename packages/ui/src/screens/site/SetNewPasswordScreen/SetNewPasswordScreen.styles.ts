import styled from 'styled-components';

export const Invalid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;
