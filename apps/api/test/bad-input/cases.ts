import {
  badValues,
  judge,
  RawJson,
  urlText,
  validValue,
  type Kind,
  type Schema,
  type Value,
} from './values.ts';

/** One operation of the OpenAPI document, with what a bad request can break. */
export type Operation = {
  method: string;
  /** OpenAPI path, `{name}` for path params. */
  path: string;
  pathParams: { name: string; schema: Schema }[];
  query: { name: string; schema: Schema; required: boolean }[];
  body?: { contentTypes: string[]; schema?: Schema };
  /** Answers a browser page or a redirect (OAuth, the partner sandbox), not a JSON envelope. */
  browserPage: boolean;
};

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
        requestBody?: { content: Record<string, { schema?: Schema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function operationsOf(doc: unknown): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries((doc as OpenApiDoc).paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const responses = Object.entries(op.responses ?? {});
      const jsonSuccess = responses.some(
        ([code, r]) => code.startsWith('2') && r.content && 'application/json' in r.content,
      );
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
        body: op.requestBody
          ? {
              contentTypes: Object.keys(op.requestBody.content),
              schema: op.requestBody.content['application/json']?.schema,
            }
          : BODY_METHODS.has(method.toUpperCase())
            ? { contentTypes: [] }
            : undefined,
        browserPage: !jsonSuccess,
      });
    }
  }
  return ops;
}

export type Where = 'path' | 'query' | 'body' | 'transport';

/** One bad request: what it breaks and whether the schema must refuse it. */
export type Case = {
  kind: Kind;
  where: Where;
  label: string;
  expect: 'refuse' | 'any';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** JSON.stringify that writes RawJson as it is. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes. */
const enc = (text: string): string =>
  text
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

export const TEN_MB = 10 * 1024 * 1024;

/**
 * Every bad request for one operation, from a valid base (`pathValues`: ids that exist): each
 * request breaks one path param, one query param, one body field, or the body as a whole.
 */
export function casesFor(op: Operation, pathValues: Record<string, string>): Case[] {
  const cases: Case[] = [];
  const baseQuery: Record<string, string> = {};
  for (const q of op.query) if (q.required) baseQuery[q.name] = String(validValue(q.schema, q.name));
  const jsonBody = op.body?.schema ? (validValue(op.body.schema) as Record<string, unknown>) : undefined;
  const acceptsJson = op.body?.contentTypes.includes('application/json') ?? false;

  const urlOf = (path: Record<string, string>, query: Record<string, string>) => {
    const p = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '1');
    const qs = Object.entries(query)
      .map(([k, v]) => `${enc(k)}=${enc(v)}`)
      .join('&');
    return qs ? `${p}?${qs}` : p;
  };
  const basePath = Object.fromEntries(op.pathParams.map((p) => [p.name, enc(pathValues[p.name] ?? '1')]));
  const baseHeaders: Record<string, string> = jsonBody ? { 'content-type': 'application/json' } : {};
  const basePayload = jsonBody ? JSON.stringify(jsonBody) : undefined;
  const add = (c: Omit<Case, 'method'>) => cases.push({ method: op.method, ...c });

  for (const bad of badValues()) {
    const text = urlText(bad.value);
    // Path params: every bad value that has a URL form.
    for (const p of op.pathParams) {
      if (text === null || text === '') continue;
      add({
        kind: bad.kind,
        where: 'path',
        label: `path ${p.name} = ${bad.label}`,
        expect: judge(p.schema, text),
        url: urlOf({ ...basePath, [p.name]: enc(text) }, baseQuery),
        headers: baseHeaders,
        payload: basePayload,
      });
    }
    // Query params.
    for (const q of op.query) {
      if (text === null) continue;
      add({
        kind: bad.kind,
        where: 'query',
        label: `query ${q.name} = ${bad.label}`,
        expect: judge(q.schema, text),
        url: urlOf(basePath, { ...baseQuery, [q.name]: text }),
        headers: baseHeaders,
        payload: basePayload,
      });
    }
    // Body fields, top level and one level down into objects and arrays of objects.
    if (jsonBody && op.body?.schema) {
      for (const field of fieldsOf(op.body.schema)) {
        const body = structuredClone(jsonBody);
        const ok = field.set(body, bad.value);
        if (!ok) continue;
        add({
          kind: bad.kind,
          where: 'body',
          label: `body ${field.name} = ${bad.label}`,
          expect: judge(op.body.schema, body),
          url: urlOf(basePath, baseQuery),
          headers: { 'content-type': 'application/json' },
          payload: toJson(body),
        });
      }
    }
  }

  // Missing required fields and unknown extra ones.
  for (const q of op.query.filter((x) => x.required)) {
    const query = { ...baseQuery };
    delete query[q.name];
    add({
      kind: 'missing',
      where: 'query',
      label: `query ${q.name} missing`,
      expect: 'refuse',
      url: urlOf(basePath, query),
      headers: baseHeaders,
      payload: basePayload,
    });
  }
  add({
    kind: 'extra',
    where: 'query',
    label: 'unknown query params',
    expect: 'any',
    url: urlOf(basePath, { ...baseQuery, __proto__x: '1', 'a[b]': '<b>', debug: 'true' }),
    headers: baseHeaders,
    payload: basePayload,
  });
  for (const q of op.query) {
    add({
      kind: 'wrong-type',
      where: 'query',
      label: `query ${q.name} given twice`,
      expect: q.schema.type === 'array' ? 'any' : 'refuse',
      url: `${urlOf(basePath, baseQuery)}${op.query.some((x) => x.required) ? '&' : '?'}${enc(q.name)}=1&${enc(q.name)}=2`,
      headers: baseHeaders,
      payload: basePayload,
    });
  }
  if (jsonBody && op.body?.schema) {
    for (const name of op.body.schema.required ?? []) {
      const body = { ...jsonBody };
      delete body[name];
      add({
        kind: 'missing',
        where: 'body',
        label: `body ${name} missing`,
        expect: 'refuse',
        url: urlOf(basePath, baseQuery),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    }
    add({
      kind: 'extra',
      where: 'body',
      label: 'unknown body fields',
      expect: 'any',
      url: urlOf(basePath, baseQuery),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...jsonBody, is_admin: true, role: 'admin', id: 1, user_id: 1 }),
    });
    const wholeBodies: [Kind, string, string][] = [
      ['wrong-type', 'body is an array', '[]'],
      ['wrong-type', 'body is a string', '"text"'],
      ['wrong-type', 'body is a number', '42'],
      ['null', 'body is null', 'null'],
      ['missing', 'body is {}', '{}'],
      ['nested', 'body nested 10 000 deep', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
    ];
    for (const [kind, label, payload] of wholeBodies) {
      const parsed: unknown = label.includes('nested') ? { a: { deep: true } } : JSON.parse(payload);
      add({
        kind,
        where: 'body',
        label,
        expect: judge(op.body.schema, parsed),
        url: urlOf(basePath, baseQuery),
        headers: { 'content-type': 'application/json' },
        payload,
      });
    }
  }

  // The body as bytes: malformed JSON, wrong content types, too big.
  if (op.body) {
    const url = urlOf(basePath, baseQuery);
    const needsBody = Boolean(jsonBody);
    const malformed: [string, string][] = [
      ['cut short', '{"login": "a'],
      ['trailing comma', '{"a": 1,}'],
      ['single quotes', "{'a': 1}"],
      ['empty', ''],
      ['NaN literal', '{"a": NaN}'],
      ['two documents', '{}{}'],
      ['binary', '\u0000\u0001\u0002\u00ff'],
    ];
    for (const [label, payload] of malformed) {
      add({
        kind: 'malformed-json',
        where: 'transport',
        label: `malformed JSON: ${label}`,
        expect: acceptsJson || needsBody ? 'refuse' : 'any',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    }
    const types: [string, string][] = [
      ['text/plain', basePayload ?? 'hello'],
      ['application/xml', '<a>1</a>'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
      ['application/json; charset=utf-16', basePayload ?? '{}'],
      ['image/png', '\u0089PNG\r\n'],
      ['application/x-www-form-urlencoded', 'a=1&a=2&b[c]=3'],
    ];
    for (const [type, payload] of types) {
      const declared = op.body.contentTypes.some((t) => type.startsWith(t));
      add({
        kind: 'content-type',
        where: 'transport',
        label: `content type ${type}`,
        // A type the route does not declare may still be parsed (text/plain, forms); the handler decides.
        expect: needsBody && !declared && !type.startsWith('application/x-www-form') ? 'refuse' : 'any',
        url,
        headers: { 'content-type': type },
        payload,
      });
    }
    add({
      kind: 'big-body',
      where: 'transport',
      label: '10 MB body',
      expect: 'refuse',
      url,
      headers: { 'content-type': 'application/json' },
      payload: `{"a":"${'a'.repeat(TEN_MB)}"}`,
    });
  }
  return cases;
}

type Field = { name: string; set: (body: Record<string, unknown>, value: Value) => boolean };

/** The fields a bad value can go into: each property, and each property of nested objects/array items. */
function fieldsOf(schema: Schema, prefix = '', depth = 0): Field[] {
  const fields: Field[] = [];
  const props = Object.entries(schema.properties ?? {});
  for (const [name, sub] of props) {
    const path = prefix ? `${prefix}.${name}` : name;
    fields.push({
      name: path,
      set: (body, value) => {
        body[name] = value;
        return true;
      },
    });
    if (depth > 0) continue;
    const inner = sub.anyOf?.find((s) => s.type === 'object' || s.type === 'array') ?? sub;
    if (inner.type === 'object') {
      for (const f of fieldsOf(inner, path, depth + 1)) {
        fields.push({
          name: f.name,
          set: (body, value) => {
            const obj = (body[name] ??= validValue(inner)) as Record<string, unknown>;
            return f.set(obj, value);
          },
        });
      }
    }
    if (inner.type === 'array' && inner.items?.type === 'object') {
      for (const f of fieldsOf(inner.items, `${path}[0]`, depth + 1)) {
        fields.push({
          name: f.name,
          set: (body, value) => {
            let list = body[name] as unknown[] | undefined;
            if (!Array.isArray(list) || list.length === 0) list = [validValue(inner.items)];
            body[name] = list;
            return f.set(list[0] as Record<string, unknown>, value);
          },
        });
      }
    }
  }
  return fields;
}
