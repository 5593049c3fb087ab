import { Alert } from './ServerError.styles';

export interface ServerErrorProps {
  /** The server's message (e.g. a taken e-mail); nothing renders without one. */
  message?: string | null;
  className?: string;
}

/** The server's answer to a form's submit, shown in the form as an alert. */
export function ServerError({ message, className }: ServerErrorProps) {
  if (!message) return null;
  return (
    <Alert role="alert" className={className}>
      {message}
    </Alert>
  );
}
