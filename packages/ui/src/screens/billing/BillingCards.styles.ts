import styled from 'styled-components';
import { mutedText, wrapRow } from '../../theme/mixins';

// The pieces of the platform's pricing cards (promo codes, packages, provider coupons).

export const CardHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  ${mutedText}
  overflow-wrap: anywhere;
`;

export const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Actions = styled.div`
  ${wrapRow(2, 'flex-end')}
  margin-top: auto;
`;
