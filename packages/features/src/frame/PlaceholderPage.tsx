import { PlaceholderScreen } from '@salon/ui/screens/placeholder/PlaceholderScreen';

export interface PlaceholderPageProps {
  title: string;
  /** The issue that fills the route. */
  issue?: string | number;
}

/** A route that a later issue fills. */
export function PlaceholderPage({ title, issue }: PlaceholderPageProps) {
  return <PlaceholderScreen title={title} issue={issue} />;
}
