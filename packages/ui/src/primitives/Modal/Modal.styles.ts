import styled from 'styled-components';

export type ModalSize = 'sm' | 'md' | 'lg';

const widths: Record<ModalSize, string> = { sm: '420px', md: '560px', lg: '800px' };

export const Dialog = styled.dialog<{ $size: ModalSize }>`
  width: ${({ $size }) => widths[$size]};
  max-width: calc(100vw - ${({ theme }) => theme.space[8]});
  max-height: calc(100dvh - ${({ theme }) => theme.space[8]});
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;

  &[open] {
    display: flex;
    flex-direction: column;
  }

  /* Non-modal for a moment (underOverlay): where the modal was, under the other script's overlay. */
  &[open][data-modal='false'] {
    position: fixed;
    inset: 0;
    margin: auto;
    z-index: ${({ theme }) => theme.zIndices.modal};
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[3]} ${theme.space[6]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.grey200};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.grey200};
`;
