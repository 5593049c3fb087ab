import styled from 'styled-components';

export const Root = styled.div`
  position: relative;
  width: 100%;
`;

/** The calendar popover; also themes react-day-picker through its CSS variables. */
export const Popover = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  ${({ $align }) => ($align === 'start' ? 'left: 0;' : 'right: 0;')}
  z-index: ${({ theme }) => theme.zIndices.popover};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.grey200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  .rdp-root {
    --rdp-accent-color: ${({ theme }) => theme.colors.brand};
    --rdp-accent-background-color: ${({ theme }) => theme.colors.brandSubtle};
    --rdp-today-color: ${({ theme }) => theme.colors.brand};
    --rdp-day-height: 38px;
    --rdp-day-width: 38px;
    --rdp-day_button-height: 36px;
    --rdp-day_button-width: 36px;
    --rdp-weekday-opacity: 1;
    --rdp-disabled-opacity: 1;
    --rdp-nav-height: 2.5rem;
  }

  .rdp-month_caption {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  .rdp-weekday {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  .rdp-day_button {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: inherit;
  }

  .rdp-day_button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.grey100};
  }

  .rdp-day_button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  .rdp-selected .rdp-day_button {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  .rdp-today:not(.rdp-selected) .rdp-day_button {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: underline;
  }

  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.colors.grey500};
    text-decoration: line-through;
    cursor: not-allowed;
  }

  .in-range:not(.rdp-selected) .rdp-day_button {
    background: ${({ theme }) => theme.colors.brandSubtle};
    color: ${({ theme }) => theme.colors.text};
  }

  .rdp-chevron {
    fill: ${({ theme }) => theme.colors.grey800};
  }
`;
