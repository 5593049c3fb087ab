import styled from 'styled-components';

/** react-day-picker's own styles, in the theme's colours, sized for a 390 px phone. */
export const Root = styled.div`
  --rdp-accent-color: ${({ theme }) => theme.colors.brand};
  --rdp-accent-background-color: ${({ theme }) => theme.colors.brandSubtle};
  --rdp-day-height: 40px;
  --rdp-day-width: 40px;
  --rdp-day_button-height: 38px;
  --rdp-day_button-width: 38px;
  --rdp-today-color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};

  .rdp-root {
    margin: 0;
  }

  .rdp-day_button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  .rdp-disabled {
    opacity: 1;
    color: ${({ theme }) => theme.colors.grey500};
  }
`;
