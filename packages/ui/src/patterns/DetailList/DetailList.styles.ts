import styled from 'styled-components';

export const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
