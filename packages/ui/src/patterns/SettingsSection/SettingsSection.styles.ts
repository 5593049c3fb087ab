import styled from 'styled-components';
import { column, mutedText } from '../../theme/mixins';

/** The section's column: the intro, then the state's content; also a form's column of fields. */
export const SettingsBody = styled.div`
  ${column(4)}
`;

export const SettingsIntro = styled.p`
  ${mutedText}
  margin: 0;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
