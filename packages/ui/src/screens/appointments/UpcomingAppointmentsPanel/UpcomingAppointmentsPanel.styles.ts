import styled from 'styled-components';
import { bareList, column, mutedText, row, surface } from '../../../theme/mixins';

export const Panel = styled.aside<{ $collapsed: boolean }>`
  ${column(3)}
  width: ${({ $collapsed }) => ($collapsed ? 'auto' : '100%')};
  padding: ${({ theme }) => theme.space[4]};
  ${surface}
`;

export const Top = styled.div`
  ${row(3)}
`;

export const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StylistName = styled.p`
  flex: 1 1 auto;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Today = styled.p`
  margin: 0;
  ${mutedText}
`;

export const List = styled.ul`
  ${column(2)}
  ${bareList}
  max-height: 60vh;
  overflow-y: auto;
`;

export const Item = styled.li<{ $current?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme, $current }) => ($current ? theme.colors.success : theme.colors.brand)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const SlotText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Note = styled.span`
  ${mutedText}
`;
