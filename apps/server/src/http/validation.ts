import { create, StructError, type Struct } from 'superstruct';
import { BadRequestError } from '../errors';

type Failure = ReturnType<StructError['failures']>[number];

const TYPE_REASONS: Record<string, string> = {
  string: 'must be a text',
  number: 'must be a number',
  integer: 'must be a whole number',
  boolean: 'must be true or false',
  object: 'must be an object',
  type: 'must be an object',
  array: 'must be a list',
  date: 'must be a date',
};

function firstMatch(text: string, pattern: RegExp): string | undefined {
  return pattern.exec(text)?.[1];
}

function unquote(list: string): string {
  return list.replace(/"/g, '').split(',').join(', ');
}

/** A short reason in plain words for one superstruct failure (its own texts quote the struct internals). */
function reasonOf(failure: Failure): string {
  const { type, refinement, message, value } = failure;
  if (type === 'never') return 'is not allowed';
  if (value === undefined) return 'is required';
  if (refinement) {
    // Our refine() checks return their own sentence ("must be a valid e-mail address").
    if (!message.startsWith('Expected')) return message;
    if (refinement === 'size') {
      const [min, max] = [/between `(\d+)` and `(\d+)`/, /of `(\d+)`/].flatMap((pattern) => {
        const match = pattern.exec(message);
        return match ? [Number(match[1]), Number(match[2] ?? match[1])] : [];
      });
      const length = typeof value === 'string' || Array.isArray(value) ? value.length : undefined;
      const unit = typeof value === 'string' ? 'characters' : 'items';
      if (min !== undefined && length !== undefined && length < min) {
        return min === 1 && typeof value === 'string'
          ? 'must not be empty'
          : `must have at least ${min} ${unit}`;
      }
      if (max !== undefined) return `must have at most ${max} ${unit}`;
    }
    if (refinement === 'min')
      return `must be at least ${firstMatch(message, /than or equal to (-?[\d.]+)/) ?? ''}`.trim();
    if (refinement === 'max')
      return `must be at most ${firstMatch(message, /than or equal to (-?[\d.]+)/) ?? ''}`.trim();
    if (refinement === 'pattern') {
      // Ids are the UUID pattern of the contract's `Id`.
      const isId = /id$/i.test(String(failure.key ?? '')) || message.includes('[0-9a-f]{8}-[0-9a-f]{4}');
      return isId ? 'must be a valid id' : 'has an invalid format';
    }
    return 'is invalid';
  }
  if (type === 'enums') {
    const options = firstMatch(message, /one of `(.*)`, but/);
    return options ? `must be one of ${unquote(options)}` : 'is not an accepted value';
  }
  if (type === 'literal') {
    const literal = firstMatch(message, /literal `(.*)`, but/);
    return literal ? `must be ${unquote(literal)}` : 'is invalid';
  }
  return TYPE_REASONS[type] ?? 'is invalid';
}

/** "email: must be a valid e-mail address", or "Request body must be a JSON object" at the top level. */
export function describeFailure(error: StructError, part: 'body' | 'query' | 'params'): string {
  const failures = error.failures();
  // A union reports its own vague failure first; the branches' failures after it say more.
  const failure = failures.find((item) => item.type !== 'union') ?? failures[0] ?? error;
  if (failure.path.length === 0) {
    const what = part === 'body' ? 'Request body' : part === 'query' ? 'Query string' : 'Path';
    return failure.type === 'object' || failure.type === 'type'
      ? `${what} must be ${part === 'body' ? 'a JSON object' : 'well-formed'}`
      : `${what} is invalid`;
  }
  return `${failure.path.join('.')}: ${reasonOf(failure)}`;
}

/**
 * Query strings, path parameters and multipart fields arrive as text: turn the fields that the struct declares as
 * numbers or booleans into numbers and booleans first, so `?pageNumber=2` passes `integer()`.
 */
export function coerceTextFields<T>(
  value: Record<string, unknown>,
  struct: Struct<T, unknown>,
): Record<string, unknown> {
  const fields = struct.schema;
  if (!fields || typeof fields !== 'object') return value;
  const result: Record<string, unknown> = { ...value };
  for (const [key, raw] of Object.entries(value)) {
    const field = (fields as Record<string, Struct<unknown, unknown> | undefined>)[key];
    if (!field || typeof raw !== 'string') continue;
    if (
      (field.type === 'number' || field.type === 'integer') &&
      raw.trim() !== '' &&
      !Number.isNaN(Number(raw))
    ) {
      result[key] = Number(raw);
    } else if (field.type === 'boolean' && (raw === 'true' || raw === 'false')) {
      result[key] = raw === 'true';
    } else if (['array', 'object', 'type'].includes(field.type)) {
      // Multipart forms carry lists and objects as JSON text (the api client sends them so).
      try {
        result[key] = JSON.parse(raw);
      } catch {
        // Left as text: validation then names the field.
      }
    }
  }
  return result;
}

/** Validates and coerces (trims, applies defaults) one part of a request, or throws a 400. */
export function parsePart<T>(
  value: unknown,
  struct: Struct<T, unknown>,
  part: 'body' | 'query' | 'params',
): T {
  try {
    return create(value, struct);
  } catch (error) {
    if (error instanceof StructError) throw new BadRequestError(describeFailure(error, part));
    throw error;
  }
}
