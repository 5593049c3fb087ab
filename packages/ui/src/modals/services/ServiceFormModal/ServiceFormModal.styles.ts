import styled from 'styled-components';

export const ValueWithUnit = styled.div`
  display: grid;
  grid-template-columns: 1fr 120px;
  gap: ${({ theme }) => theme.space[2]};
`;

export const KindToggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
`;
