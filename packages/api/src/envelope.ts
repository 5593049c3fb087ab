import { boolean, literal, object, optional, string, type Describe, type Struct } from 'superstruct';

/** Every response of `/api/v1` is `{status, message, data}`; failures carry `status: false` and an optional code. */
export interface Envelope<T> {
  status: boolean;
  message: string;
  data: T;
}

export interface FailureEnvelope {
  status: false;
  message: string;
  code?: string;
}

export const FailureEnvelope: Describe<FailureEnvelope> = object({
  status: literal(false),
  message: string(),
  code: optional(string()),
});

export function envelopeOf<T>(data: Struct<T, unknown>): Struct<Envelope<T>, unknown> {
  return object({ status: boolean(), message: string(), data }) as unknown as Struct<Envelope<T>, unknown>;
}
