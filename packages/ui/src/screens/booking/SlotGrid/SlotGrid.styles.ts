import styled, { css } from 'styled-components';
import { bareList, column, focusOutline, mutedText } from '../../../theme/mixins';

export const Root = styled.div`
  ${column(5)}
`;

export const Group = styled.section`
  ${column(2)}
`;

export const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  > div {
    ${column(1)}
    min-width: 0;
  }
`;

export const Photo = styled.img`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.grey100};
`;

export const Bio = styled.p`
  margin: 0;
  ${mutedText}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Empty = styled.p`
  margin: 0;
  ${mutedText}
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(92px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  ${bareList}
`;

/**
 * Available, Confirmed, Waiting and Unavailable look apart by more than colour (border, strike). Waiting
 * (held for the salon's confirmation) looks taken like Confirmed: grey and struck, its border dashed.
 */
export const statusCss = {
  Available: css`
    border: 1px solid ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
  `,
  Confirmed: css`
    border: 1px solid ${({ theme }) => theme.colors.grey300};
    background: ${({ theme }) => theme.colors.grey200};
    color: ${({ theme }) => theme.colors.grey700};
    text-decoration: line-through;
  `,
  Waiting: css`
    border: 1px dashed ${({ theme }) => theme.colors.grey500};
    background: ${({ theme }) => theme.colors.grey200};
    color: ${({ theme }) => theme.colors.grey700};
    text-decoration: line-through;
  `,
  Unavailable: css`
    border: 1px solid ${({ theme }) => theme.colors.grey200};
    background: ${({ theme }) => theme.colors.grey100};
    color: ${({ theme }) => theme.colors.grey600};
  `,
} as const;

export const SlotButton = styled.button<{ $status: keyof typeof statusCss }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  ${({ $status }) => statusCss[$status]}

  &:disabled {
    cursor: not-allowed;
  }

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.brandSubtle};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }

  &:focus-visible {
    ${focusOutline}
  }
`;
