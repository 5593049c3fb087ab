import styled from 'styled-components';

/** The View Availabilities link the container renders, in the theme's colours (not the browser's blue). */
export const AvailabilityLinkSlot = styled.span`
  display: inline-flex;
  align-items: center;
  white-space: nowrap;

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.brandHover};
    text-decoration: underline;
  }
`;
