import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { plural } from '@mliga/domain';
import type { FieldError } from './errors.ts';

const typeNames: Record<string, string> = {
  integer: 'целым числом',
  number: 'числом',
  string: 'строкой',
  boolean: 'логическим значением',
  array: 'списком',
  object: 'объектом',
  null: 'пустым',
};

const chars = ['символа', 'символов', 'символов'] as const;
const items = ['элемента', 'элементов', 'элементов'] as const;

function fieldOf(error: FastifySchemaValidationError): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = error.keyword === 'required' ? String(error.params.missingProperty ?? '') : '';
  return [path, missing].filter(Boolean).join('.');
}

/** At most this many field errors are answered: enough for a form, never megabytes for a flood. */
export const MAX_FIELD_ERRORS = 20;

/** Turns Ajv's English validation errors into one Russian message per broken field. */
export function translateValidation(validation: FastifySchemaValidationError[]): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of validation) {
    if (result.length === MAX_FIELD_ERRORS) break;
    const field = fieldOf(error);
    if (seen.has(field)) continue;
    seen.add(field);
    const name = field ? `«${field}»` : '';
    const p = error.params as Record<string, unknown>;
    let message: string;
    switch (error.keyword) {
      case 'required':
        message = `Поле ${name} обязательно для заполнения`;
        break;
      case 'type':
        message = `Поле ${name} должно быть ${typeNames[String(p.type).split(',')[0] ?? ''] ?? 'другого типа'}`;
        break;
      case 'minLength':
        message = `Поле ${name} должно содержать не менее ${plural(Number(p.limit), chars)}`;
        break;
      case 'maxLength':
        message = `Поле ${name} должно содержать не более ${plural(Number(p.limit), chars)}`;
        break;
      case 'minimum':
        message = `Значение поля ${name} должно быть не меньше ${String(p.limit)}`;
        break;
      case 'maximum':
        message = `Значение поля ${name} должно быть не больше ${String(p.limit)}`;
        break;
      case 'minItems':
        message = `Список ${name} должен содержать не менее ${plural(Number(p.limit), items)}`;
        break;
      case 'maxItems':
        message = `Список ${name} должен содержать не более ${plural(Number(p.limit), items)}`;
        break;
      default:
        message = field ? `Поле ${name} заполнено неверно` : 'Некорректный запрос';
    }
    result.push(field ? { message, field } : { message });
  }
  return result.length > 0 ? result : [{ message: 'Некорректный запрос' }];
}

type SchemaNode = { properties?: Record<string, SchemaNode>; items?: SchemaNode; maxItems?: number };

/**
 * The first list in `value` longer than its schema's `maxItems`, as Ajv would name it. Checked before
 * Ajv runs: Ajv (with allErrors) would first check every item of a flood of thousands.
 */
export function oversizedList(
  schema: SchemaNode | undefined,
  value: unknown,
  path = '',
): FastifySchemaValidationError | undefined {
  if (!schema || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      return { keyword: 'maxItems', instancePath: path, schemaPath: '', params: { limit: schema.maxItems } };
    return schema.items && value.length <= 1000
      ? value.map((item, i) => oversizedList(schema.items, item, `${path}/${i}`)).find(Boolean)
      : undefined;
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const found = oversizedList(child, (value as Record<string, unknown>)[key], `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * The wire name of the first number that is not finite (`?p=Infinity`, a JSON `1e309`), if any.
 * Ajv's type coercion turns the text 'Infinity' into a number and never checks it again, so such a
 * value passes `Type.Integer()` and reached SQL as a 500; the app refuses it after validation.
 */
export function nonFiniteField(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || typeof value !== 'object' || depth > 8) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteField(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
