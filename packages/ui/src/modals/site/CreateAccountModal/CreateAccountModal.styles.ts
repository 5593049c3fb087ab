import styled from 'styled-components';

/** Under the server's message when the e-mail is already this salon's customer. */
export const Claim = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.brand};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** Two fields side by side, one above the other on a phone. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[4]};

  @media (max-width: 560px) {
    grid-template-columns: 1fr;
  }
`;
