import styled, { css } from 'styled-components';

/** 'narrow': a page of one subject, at most 960px wide; 'full': a working page that takes the width. */
export type TitledPageWidth = 'narrow' | 'full';

export const Page = styled.div<{ $width: TitledPageWidth }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $width }) => ($width === 'narrow' ? theme.space[6] : theme.space[4])};
  ${({ $width }) =>
    $width === 'narrow' &&
    css`
      max-width: 960px;
    `}
`;

export const TitleRow = styled.div<{ $width: TitledPageWidth }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme, $width }) => ($width === 'narrow' ? theme.space[4] : theme.space[3])};
`;

export const Title = styled.h1<{ $width: TitledPageWidth }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  ${({ theme, $width }) =>
    $width === 'narrow' &&
    css`
      font-weight: ${theme.fontWeights.bold};
    `}
`;

/** Several actions in the title row, kept together at its end. */
export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
