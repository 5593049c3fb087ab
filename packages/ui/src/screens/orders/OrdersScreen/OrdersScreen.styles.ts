import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Page = styled.div`
  ${column(6)}
`;

export const StatusBox = styled.div`
  min-width: 150px;
`;

/** The customer's phone, a link to call them. */
export const PhoneLink = styled.a`
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;
