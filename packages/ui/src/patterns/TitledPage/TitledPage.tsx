import type { ReactNode } from 'react';
import { Page, Title, TitleRow, type TitledPageWidth } from './TitledPage.styles';

export interface TitledPageProps {
  /** The h1. */
  title: ReactNode;
  /** At the end of the title's row, e.g. a back button. */
  actions?: ReactNode;
  /** Default 'narrow'. */
  width?: TitledPageWidth;
  children: ReactNode;
  className?: string;
}

/** A page under its title row (the h1, then its actions at the end): a product, the profile, a calendar. */
export function TitledPage({ title, actions, width = 'narrow', children, className }: TitledPageProps) {
  return (
    <Page $width={width} className={className}>
      <TitleRow $width={width}>
        <Title $width={width}>{title}</Title>
        {actions}
      </TitleRow>
      {children}
    </Page>
  );
}
