import { validate, type Struct } from 'superstruct';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

// Any struct whatever its value type: a Struct<string> is no Struct<unknown> (its refiner takes strings).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStruct = Struct<any, any>;

/**
 * What superstruct does not show of a struct: a refinement's rule (`pattern`, `size`, `refine`) and a
 * union's members live in functions. Known structs are told by their `coercer`, which superstruct copies
 * into every struct derived from them (`optional`, `nullable`, `refine` keep it): `optional(Id)` is
 * still recognised as an Id.
 */
export type StructAnnotations = ReadonlyArray<readonly [AnyStruct, StructAnnotation]>;

/** A schema, or the structs a union or a `dynamic` struct chooses between (`oneOf` of their schemas). */
export type StructAnnotation = JsonSchema | { variants: readonly AnyStruct[]; exclusive?: boolean };

export interface StructToJsonSchemaOptions {
  annotations?: StructAnnotations;
}

function accepts(struct: AnyStruct, value: unknown, coerce = false): boolean {
  return !validate(value, struct, { coerce })[0];
}

/** Whether an object's field may be left out: it accepts `undefined` (optional) or fills it in (defaulted). */
export function isOptionalField(struct: AnyStruct): boolean {
  return accepts(struct, undefined, true);
}

function withNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !('enum' in schema) && !('const' in schema)) {
    return { ...schema, type: [schema.type, 'null'] };
  }
  return { anyOf: [schema, { type: 'null' }] };
}

/**
 * A JSON Schema of a superstruct struct, for the kinds the contract uses: object, type, array, string,
 * number, integer, boolean, literal, enums, union and dynamic (through annotations), with optional, nullable and
 * defaulted fields. Refinements it cannot see (lengths, patterns, e-mail) are left to the server's 400
 * unless an annotation gives them.
 */
export function structToJsonSchema(struct: AnyStruct, options: StructToJsonSchemaOptions = {}): JsonSchema {
  const annotations = new Map(options.annotations?.map(([known, schema]) => [known.coercer, schema]));

  const convert = (current: AnyStruct): JsonSchema => {
    const base = shapeOf(current);
    // `nullable(...)` leaves the type as it was and accepts null; a literal null is already null.
    return current.type !== 'literal' && accepts(current, null) ? withNull(base) : base;
  };

  const shapeOf = (current: AnyStruct): JsonSchema => {
    const known = annotations.get(current.coercer);
    if (known && Array.isArray(known.variants)) {
      const variants = (known.variants as AnyStruct[]).map(convert);
      return known.exclusive === false ? { anyOf: variants } : { oneOf: variants };
    }
    if (known) return { ...known };
    const schema: unknown = current.schema;
    switch (current.type) {
      case 'string':
        return { type: 'string' };
      case 'number':
        return { type: 'number' };
      case 'integer':
        return { type: 'integer' };
      case 'boolean':
        return { type: 'boolean' };
      case 'literal':
        return schema === null ? { type: 'null' } : { const: schema };
      case 'enums': {
        const values = Object.values(schema as Record<string, unknown>);
        const types = [...new Set(values.map((value) => (typeof value === 'number' ? 'number' : 'string')))];
        return { type: types.length === 1 ? types[0] : types, enum: values };
      }
      case 'array':
        return schema ? { type: 'array', items: convert(schema as AnyStruct) } : { type: 'array' };
      case 'object':
      case 'type': {
        const fields = (schema ?? {}) as Record<string, AnyStruct>;
        const properties: Record<string, JsonSchema> = {};
        const required: string[] = [];
        for (const [key, field] of Object.entries(fields)) {
          properties[key] = convert(field);
          if (!isOptionalField(field)) required.push(key);
        }
        return {
          type: 'object',
          properties,
          ...(required.length > 0 ? { required } : {}),
          // `object` refuses unknown keys; `type` lets them through.
          ...(current.type === 'object' ? { additionalProperties: false } : {}),
        };
      }
      case 'record':
        return { type: 'object' };
      case 'union':
      case 'dynamic':
        throw new Error(`A ${current.type} struct needs an annotation: its variants are not visible`);
      case 'any':
      case 'unknown':
        return {};
      default:
        throw new Error(`No JSON Schema for superstruct type "${current.type}"`);
    }
  };

  return convert(struct);
}
