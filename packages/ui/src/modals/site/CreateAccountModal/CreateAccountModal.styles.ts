import styled from 'styled-components';
import { linkButton } from '../../../theme/mixins';

/** Under the server's message when the e-mail is already this salon's customer. */
export const Claim = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  button {
    ${linkButton}
    font-weight: ${({ theme }) => theme.fontWeights.bold};
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
