import styled from 'styled-components';
import { mutedText } from '../../../theme/mixins';

export const Line = styled.li`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  img {
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  span {
    ${mutedText}
  }
`;

export const Subtotal = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Room between the cart's changes notice and its lines. */
export const NoticeSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
