import styled from 'styled-components';
import { column } from '../../theme/mixins';

export const Header = styled.header`
  ${column(3)}

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

export const Controls = styled.div`
  ${column(2)}

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
`;

export const SearchBox = styled.div`
  ${({ theme }) => theme.media.sm} {
    width: 240px;
  }
`;

export const ListTypeBox = styled.div`
  ${({ theme }) => theme.media.sm} {
    width: 180px;
  }
`;
