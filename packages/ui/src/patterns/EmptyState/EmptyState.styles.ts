import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.grey100};
  color: ${({ theme }) => theme.colors.grey600};
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Subtitle = styled.p`
  margin: 0;
  max-width: 48ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;
