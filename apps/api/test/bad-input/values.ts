/**
 * Bad values for one field and a judge that says whether the route's schema must refuse a value.
 *
 * The judge mirrors the app's Ajv options (coerceTypes: 'array', removeAdditional): a value is
 * 'refuse' only when no coercion can make it valid; anything the schema may accept ('odd' values:
 * SQL text in a free-text field, an id that does not exist, `Infinity` for a number) is 'any', and
 * then only the handler decides — with a 2xx or a 4xx, never a 5xx.
 */

/** A JSON schema as the OpenAPI document shows it (OpenAPI 3.0: `nullable`, no type arrays). */
export type Schema = {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  default?: unknown;
};

/** A JSON text put into the body as it is (numbers JSON.stringify cannot write, deep nesting). */
export class RawJson {
  constructor(
    readonly text: string,
    /** What JSON.parse makes of it, for the judge. */
    readonly parsed: unknown,
  ) {}
}

export type Value = unknown;

/** The payload kinds the issue lists; every route gets each kind that applies to it. */
export const KINDS = [
  'wrong-type',
  'missing',
  'extra',
  'empty-string',
  'long-string',
  'negative',
  'huge',
  'fractional',
  'nan-like',
  'unicode',
  'sql',
  'html',
  'nested',
  'null',
  'malformed-json',
  'content-type',
  'big-body',
] as const;
export type Kind = (typeof KINDS)[number];

export type BadValue = { kind: Kind; label: string; value: Value };

export const ONE_MB_STRING = 'a'.repeat(1_000_000);

const deep = (depth: number): RawJson => {
  const text = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  return new RawJson(text, { deep: depth });
};
const deepArray = (depth: number): RawJson => new RawJson('['.repeat(depth) + ']'.repeat(depth), [[]]);

/** Every bad value a field can get; the same list for every field (wire format decides what reaches it). */
export function badValues(): BadValue[] {
  const v = (kind: Kind, label: string, value: Value): BadValue => ({ kind, label, value });
  return [
    v('wrong-type', 'object', { x: 1 }),
    v('wrong-type', 'empty array', []),
    v('wrong-type', 'array of two', [1, 2]),
    v('wrong-type', 'true', true),
    v('wrong-type', 'letters', 'abc'),
    v('wrong-type', 'number', 12345),
    v('null', 'null', null),
    v('empty-string', 'empty', ''),
    v('empty-string', 'spaces', '   '),
    v('long-string', '1 MB', ONE_MB_STRING),
    v('long-string', '10 000 chars', 'я'.repeat(10_000)),
    v('negative', '-1', -1),
    v('negative', '-2147483649', -2147483649),
    v('negative', '"-5" as text', '-5'),
    v('huge', '2^31', 2147483648),
    v('huge', '2^53+1', new RawJson('9007199254740993', 2 ** 53 + 1)),
    v('huge', '1e308', 1e308),
    v('huge', '1e309', new RawJson('1e309', Infinity)),
    v('huge', '40 digits', '9'.repeat(40)),
    v('fractional', '1.5', 1.5),
    v('fractional', '0.1', 0.1),
    v('fractional', '"2.5" as text', '2.5'),
    v('fractional', '1e-400', new RawJson('1e-400', 0)),
    v('nan-like', 'NaN', 'NaN'),
    v('nan-like', 'Infinity', 'Infinity'),
    v('nan-like', '-Infinity', '-Infinity'),
    v('nan-like', '1e3', '1e3'),
    v('nan-like', '0x1F', '0x1F'),
    v('nan-like', '-0', new RawJson('-0', -0)),
    v('nan-like', 'undefined', 'undefined'),
    v('unicode', 'RTL override', '\u202Eabc\u202C'),
    v('unicode', 'Arabic RTL', 'مرحبا بالعالم'),
    v('unicode', 'zero-width', 'a\u200B\u200C\u200Db\uFEFF'),
    v('unicode', 'emoji', '⚽️👨‍👩‍👧‍👦🏳️‍🌈'),
    v('unicode', 'NUL', 'a\u0000b'),
    v('unicode', 'control chars', '\u0007\u001b[31m\r\n'),
    v('unicode', 'lone surrogate', 'a\uD800b'),
    v('unicode', 'combining', 'Z̴̡̛a̸l̷g̶o̵'),
    v('sql', 'quote or', "' OR '1'='1"),
    v('sql', 'drop table', '1; DROP TABLE users; --'),
    v('sql', 'union', '1 UNION SELECT password_hash FROM users--'),
    v('sql', 'sleep', "'; SELECT pg_sleep(10); --"),
    v('html', 'script', '<script>alert(1)</script>'),
    v('html', 'img onerror', '"><img src=x onerror=alert(1)>'),
    v('html', 'template', '{{7*7}}${7*7}%s%n'),
    v('html', 'path traversal', '../../../../etc/passwd'),
    v('nested', 'nested 64', deep(64)),
    v('nested', 'nested 10 000', deep(10_000)),
    v('nested', 'array nested 10 000', deepArray(10_000)),
    v('nested', '__proto__', new RawJson('{"__proto__":{"admin":true}}', { proto: true })),
    v('nested', 'constructor.prototype', {
      constructor: { prototype: { admin: true } },
    }),
  ];
}

/** The text a value has in a URL (path or query); objects have no URL form and are skipped. */
export function urlText(value: Value): string | null {
  if (value instanceof RawJson) {
    return typeof value.parsed === 'number' ? value.text : null;
  }
  if (value === null) return 'null';
  if (typeof value === 'object') return null;
  return String(value);
}

const jsOf = (value: Value): unknown => (value instanceof RawJson ? value.parsed : value);

type Verdict = 'refuse' | 'any';

/** Ajv's string → number coercion (`x && x == +x`). */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null) return 0;
  if (typeof value === 'string' && value !== '' && Number(value) == (value as unknown as number)) {
    return Number(value);
  }
  if (Array.isArray(value) && value.length === 1 && typeof value[0] !== 'object') return toNumber(value[0]);
  return undefined;
}

function toStringValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return '';
  if (Array.isArray(value) && value.length === 1 && typeof value[0] !== 'object')
    return toStringValue(value[0]);
  return undefined;
}

const codePoints = (s: string) => [...s].length;

/** 'refuse' when the schema must refuse the value whatever coercion does; 'any' otherwise. */
export function judge(schema: Schema | undefined, raw: Value): Verdict {
  if (!schema) return 'any';
  const value = jsOf(raw);
  if (schema.anyOf) {
    return schema.anyOf.every((s) => judge(s, value) === 'refuse') && !(schema.nullable && value === null)
      ? 'refuse'
      : 'any';
  }
  // Ajv coerces '', 0 and false to null where null is allowed.
  if (schema.nullable && (value === null || value === '' || value === 0 || value === false)) return 'any';
  if (value && typeof value === 'object' && 'deep' in value && !Array.isArray(value)) {
    // A deep object where a scalar or an array is expected can never be valid.
    return schema.type && schema.type !== 'object' ? 'refuse' : 'any';
  }
  if (value && typeof value === 'object' && 'proto' in value) return 'any';
  if (schema.enum) {
    const candidates = [value, toNumber(value), toStringValue(value)];
    return candidates.some((c) => schema.enum!.includes(c)) ? 'any' : 'refuse';
  }
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const n = toNumber(value);
      if (n === undefined || Number.isNaN(n)) return 'refuse';
      if (!Number.isFinite(n)) return 'any'; // Ajv lets Infinity through unless strictNumbers.
      if (schema.type === 'integer' && !Number.isInteger(n)) return 'refuse';
      if (schema.minimum !== undefined && n < schema.minimum) return 'refuse';
      if (schema.maximum !== undefined && n > schema.maximum) return 'refuse';
      return 'any';
    }
    case 'string': {
      const s = toStringValue(value);
      if (s === undefined) return 'refuse';
      if (schema.minLength !== undefined && codePoints(s) < schema.minLength) return 'refuse';
      if (schema.maxLength !== undefined && codePoints(s) > schema.maxLength) return 'refuse';
      if (schema.pattern && !new RegExp(schema.pattern, 'u').test(s)) return 'refuse';
      if (schema.format === 'date-time' && !/^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d/.test(s)) return 'refuse';
      return 'any';
    }
    case 'boolean': {
      if (typeof value === 'boolean' || value === null) return 'any';
      if (value === 'true' || value === 'false' || value === 0 || value === 1) return 'any';
      if (Array.isArray(value) && value.length === 1) return judge(schema, value[0]);
      return 'refuse';
    }
    case 'array': {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return 'refuse';
      const list = Array.isArray(value) ? value : [value];
      if (schema.minItems !== undefined && list.length < schema.minItems) return 'refuse';
      if (schema.maxItems !== undefined && list.length > schema.maxItems) return 'refuse';
      return list.some((item) => judge(schema.items, item) === 'refuse') ? 'refuse' : 'any';
    }
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'refuse';
      const record = value as Record<string, unknown>;
      for (const name of schema.required ?? []) if (!(name in record)) return 'refuse';
      for (const [name, sub] of Object.entries(schema.properties ?? {})) {
        if (name in record && judge(sub, record[name]) === 'refuse') return 'refuse';
      }
      return 'any';
    }
    default:
      return 'any';
  }
}

/** A value the schema accepts: the base every bad request starts from, one field at a time. */
export function validValue(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf) return validValue(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], name);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      return Math.max(min, Math.min(schema.maximum ?? 1, 1));
    }
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'date-time') return '2026-11-20T12:00:00.000Z';
      if (schema.pattern) return stringForPattern(schema.pattern);
      const min = schema.minLength ?? 1;
      return (name.includes('email') ? 'x@example.test' : 'Тест').padEnd(min, 'a');
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = validValue(schema.properties?.[key], key);
      return out;
    }
    default:
      return 'x';
  }
}

/** A sample for each pattern the contract uses (checked against the pattern, else a plain guess). */
function stringForPattern(pattern: string): string {
  const samples = [
    'points',
    'place',
    'active',
    '1',
    'abc',
    'goals_scored:1',
    'about',
    '2026-11-20',
    'a'.repeat(20),
  ];
  const re = new RegExp(pattern, 'u');
  return samples.find((s) => re.test(s)) ?? 'x';
}
