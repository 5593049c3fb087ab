export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing e-mail (reset passwords, notifications). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
