import type { ComponentPropsWithRef } from 'react';
import { Text } from './ErrorText.styles';

export type ErrorTextProps = ComponentPropsWithRef<'p'> & {
  /** On a tinted box, for a message that stands in for a whole list or page. */
  boxed?: boolean;
};

/** Why something could not load or be done, in the danger colour. Give it `role="alert"` when it appears. */
export function ErrorText({ boxed = false, ...rest }: ErrorTextProps) {
  return <Text $boxed={boxed} {...rest} />;
}
