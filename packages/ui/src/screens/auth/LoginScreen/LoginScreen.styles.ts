import styled from 'styled-components';
import { column, row } from '../../../theme/mixins';

/** The logo: the mark and the product name, as the sidebar shows it. */
export const Brand = styled.div`
  ${row(3)}
`;

export const BrandName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
`;

/** 'Forgot password?' under the password field, at its end. */
export const Forgot = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const Form = styled.form`
  ${column(4)}
`;
