import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const ValueWithUnit = styled.div`
  display: grid;
  grid-template-columns: 1fr 120px;
  gap: ${({ theme }) => theme.space[2]};
`;

export const KindToggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ServerError = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
