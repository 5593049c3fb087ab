import { Text, Title, Wrapper } from './PlaceholderScreen.styles';

export interface PlaceholderScreenProps {
  /** The screen's title, e.g. 'Services'. */
  title: string;
  /** The issue that brings the screen, shown when given (e.g. '#7' or 'Services and products'). */
  issue?: string | number;
}

/** Stands in for a route whose screen a later issue builds. */
export function PlaceholderScreen({ title, issue }: PlaceholderScreenProps) {
  return (
    <Wrapper aria-labelledby="placeholder-title">
      <Title id="placeholder-title">{title}</Title>
      <Text>
        This screen arrives with a later issue
        {issue !== undefined && issue !== '' ? ` (${typeof issue === 'number' ? `#${issue}` : issue})` : ''}.
      </Text>
    </Wrapper>
  );
}
