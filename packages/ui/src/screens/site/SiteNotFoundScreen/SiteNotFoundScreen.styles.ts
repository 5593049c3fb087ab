import styled, { css } from 'styled-components';

/** The page's content centred in a column, both ways. */
const centred = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

export const Main = styled.main`
  min-height: 100vh;
  ${centred}
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Inside the site's frame: a section of the page's <main>, not a second <main>. */
export const PageBox = styled.section`
  min-height: 50vh;
  ${centred}
`;

export const Code = styled.p`
  margin: 0;
  font-size: 72px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.text};
`;

export const Message = styled.p`
  margin: 0;
  max-width: 40ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
