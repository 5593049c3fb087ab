import styled from 'styled-components';
import { column } from '../../../theme/mixins';

export const Sections = styled.div`
  ${column(5)}
`;

export const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Person = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
`;

export const Photo = styled.img`
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  flex: none;
`;
