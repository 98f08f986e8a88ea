import fc from "fast-check";

/**
 * Requests for the shop API generated from its OpenAPI document: valid instances of
 * each operation's schemas and their mutations (wrong types, missing and extra
 * fields, huge strings, unicode, extreme numbers, malformed JSON, wrong content
 * types). Used by server/http/fuzz.db.test.ts and bench/fuzz.mjs.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The request body's media type and schema, when the operation takes one. */
  body?: { type: string; schema: JsonSchema; required: boolean };
  secured: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> }; security?: unknown[] }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every operation of the document, with its schemas' references resolved. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema => {
    if (!schema || depth > 12) return {};
    if (schema.$ref) return resolve(schemas[schema.$ref.split("/").pop()!], depth + 1);
    const resolved: JsonSchema = { ...schema };
    if (schema.properties) resolved.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, depth + 1)]));
    if (schema.items) resolved.items = resolve(schema.items, depth + 1);
    if (typeof schema.additionalProperties === "object") resolved.additionalProperties = resolve(schema.additionalProperties, depth + 1);
    for (const key of ["anyOf", "oneOf", "allOf"] as const) if (schema[key]) resolved[key] = schema[key]!.map((part) => resolve(part, depth + 1));
    return resolved;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content ?? {};
      const [type] = Object.keys(content);
      const media = type === undefined ? undefined : content[type];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({ ...parameter, schema: resolve(parameter.schema) })),
        body: type && media ? { type, schema: resolve(media.schema), required: operation.requestBody?.required ?? false } : undefined,
        secured: Array.isArray(operation.security) && operation.security.length > 0,
      });
    }
  }
  return operations;
}

/** Values known to the test (ids of users A and B, tokens, numbers), offered for fields and parameters of these names. */
export type Hints = (name: string, path?: string) => readonly (string | number)[] | undefined;

const HUGE = "x".repeat(100_000);
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83dy",
  "\u202e\u0301\ufeff",
  "💥".repeat(500),
  "Zażółć gęślą jaźń",
  "' OR 1=1 --",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "%00",
  "null",
  "-1",
  "1e309",
  "0x10",
  HUGE,
];
const EXTREME_NUMBERS = [0, -0, -1, 0.5, -0.5, 1.5, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, 1e308, -1e308, Number.MIN_VALUE];

/** Anything at all, of any JSON type: what a field of the wrong type gets. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    ...EXTREME_NUMBERS,
    ...NASTY_STRINGS,
    [],
    {},
    [null],
    { "": null },
    { __proto__: null },
    { constructor: { prototype: 1 } },
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

function integerBounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : Number.EPSILON;
  let min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : undefined);
  let max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : undefined);
  if (integer) {
    min = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    max = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  }
  return { min, max };
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  switch (schema.format) {
    case "email":
      // Plain addresses every validator takes; the odd ones come from the mutations.
      return fc
        .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9.+-]{0,20}[a-z0-9]$/), fc.constantFrom("example.com", "example.org", "karton.pl"))
        .map(([local, domain]) => `${local}@${domain}`);
    case "date":
      return fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case "date-time":
      return fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((date) => date.toISOString());
    case "uuid":
      return fc.uuid();
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

/** Instances of the schema, with known values for fields the hints name. */
export function valid(schema: JsonSchema, hints: Hints, name = "", depth = 0): fc.Arbitrary<unknown> {
  const known = name ? hints(name) : undefined;
  const own = validOwn(schema, hints, depth, name);
  return known?.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 2 }, { arbitrary: own, weight: 1 }) : own;
}

function validOwn(schema: JsonSchema, hints: Hints, depth: number, name = ""): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const parts = schema.anyOf ?? schema.oneOf;
  if (parts?.length) return fc.oneof(...parts.map((part) => valid(part, hints, "", depth + 1)));
  if (schema.allOf?.length) return valid(Object.assign({}, ...schema.allOf), hints, "", depth + 1);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => validOwn({ ...schema, type }, hints, depth, name)));
  switch (schema.type) {
    case "object": {
      if (depth > 6) return fc.constant({});
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0)
        return schema.additionalProperties === false
          ? fc.constant({})
          : fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valid(property, hints, key, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case "array": {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      // The items of file_ids are file ids: they take the hints of the array's name.
      return fc.array(valid(schema.items ?? {}, hints, name ? `${name}[]` : "", depth + 1), { minLength, maxLength });
    }
    case "string":
      return stringArbitrary(schema);
    case "integer": {
      const { min, max } = integerBounds(schema, true);
      return fc.integer({ min, max });
    }
    case "number": {
      const { min, max } = integerBounds(schema, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type PathKey = string | number;

function pathsOf(value: unknown, prefix: PathKey[] = [], into: PathKey[][] = []): PathKey[][] {
  into.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], into));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], into);
  return into;
}

function changedAt(value: unknown, path: PathKey[], change: (parent: Record<PathKey, unknown>, key: PathKey) => void): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(value) as Record<PathKey, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<PathKey, unknown>;
  change(parent, path.at(-1)!);
  return copy;
}

/** The value broken in one place: a part replaced by junk, a field dropped, or a field added. */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(value);
  const inner = paths.filter((path) => path.length > 0);
  const objects = paths.filter((path) => {
    let node = value as Record<PathKey, unknown>;
    for (const key of path) node = node[key] as Record<PathKey, unknown>;
    return node !== null && typeof node === "object" && !Array.isArray(node);
  });
  const options: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(fc.constantFrom(...paths), junk)
      .map(([path, replacement]) => (path.length === 0 ? replacement : changedAt(value, path, (parent, key) => (parent[key] = replacement)))),
  ];
  if (inner.length) options.push(fc.constantFrom(...inner).map((path) => changedAt(value, path, (parent, key) => delete parent[key])));
  if (objects.length) {
    options.push(
      fc
        .tuple(fc.constantFrom(...objects), fc.string({ maxLength: 12 }), junk)
        .map(([path, key, extra]) =>
          path.length === 0
            ? { ...(value as object), [key]: extra }
            : changedAt(value, path, (parent, last) => ((parent[last] as Record<string, unknown>)[key] = extra)),
        ),
    );
  }
  return fc.oneof(...options);
}

/** A valid instance half of the time, a broken one otherwise. */
export function validOrBroken(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const instance = valid(schema, hints);
  return fc.oneof({ arbitrary: instance, weight: 4 }, { arbitrary: instance.chain(mutated), weight: 3 });
}

export interface FuzzRequest {
  auth: Auth;
  region: string | undefined;
  path: string;
  contentType: string | undefined;
  body: string | FormData | undefined;
}

export type Auth = "user" | "manager" | "anonymous" | "none" | "unknown-token" | "malformed-token";

/** Path segments: known ids, values of the parameter's schema, near misses, garbage and bytes that are not UTF-8 once decoded. */
function pathValue(parameter: Parameter, hints: Hints, path: string): fc.Arbitrary<string> {
  const known = (hints(parameter.name, path) ?? []).map(String);
  const fromSchema = valid(parameter.schema ?? {}, () => undefined).map((value) => encodeLenient(typeof value === "string" ? value : String(value)));
  const raw = fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e3",
    "99999999999999999999",
    "9".repeat(5000),
    "%",
    "%ZZ",
    "%ED%A0%80",
    "%00",
    "%2F",
    "..",
    "null",
    "undefined",
    "%F0%9F%92%A5",
  );
  const text = fc.string({ unit: "binary", minLength: 1, maxLength: 20 }).map(encodeLenient);
  return fc.oneof(
    { arbitrary: known.length ? fc.constantFrom(...known) : fromSchema, weight: 8 },
    { arbitrary: fromSchema, weight: 3 },
    { arbitrary: raw, weight: 1 },
    { arbitrary: text, weight: 1 },
    { arbitrary: fc.nat().map(String), weight: 1 },
  );
}

/** encodeURIComponent, except that a lone surrogate is sent as the bytes it would have been, which no decoder accepts. */
function encodeLenient(text: string): string {
  return Array.from(text)
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return "%ED%A0%80";
      }
    })
    .join("");
}

/** A query parameter's value from its schema (or absent when optional), and when broken, possibly anything. */
function queryValue(parameter: Parameter, hints: Hints, broken: boolean): fc.Arbitrary<string | undefined> {
  const schema = parameter.schema ?? {};
  const fromSchema = valid(schema, hints, parameter.name).map((value) => (typeof value === "string" ? value : JSON.stringify(value)));
  if (!broken) return parameter.required ? fromSchema : fc.option(fromSchema, { nil: undefined, freq: 2 });
  const junkValue = fc.oneof(
    fc.constantFrom(...NASTY_STRINGS.map(String), "%ZZ", "%ED%A0%80"),
    junk.map((value) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""))),
  );
  return fc.oneof(fromSchema, junkValue, fc.constant(undefined));
}

function queryString(pairs: [string, string | undefined][]): string {
  const parts = pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${/^%(ZZ|ED%A0%80)$/.test(value) ? value : encodeLenient(value)}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

const MALFORMED_JSON = [
  "{",
  "[",
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  "undefined",
  "NaN",
  '{"a":1}}',
  "\u0000",
  "\ufeff{}",
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  `[${"[".repeat(5000)}`,
  `{"x":"${HUGE.repeat(20)}"}`,
];

/** JSON bodies (valid and broken), malformed text, and the right text under the wrong content type. */
function jsonBody(schema: JsonSchema, hints: Hints): fc.Arbitrary<{ contentType: string | undefined; body: string | undefined }> {
  const asJson = validOrBroken(schema, hints).map((value) => ({ contentType: "application/json", body: JSON.stringify(value) ?? "null" }));
  return fc.oneof(
    { arbitrary: asJson, weight: 12 },
    { arbitrary: fc.constantFrom(...MALFORMED_JSON).map((body) => ({ contentType: "application/json", body })), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          valid(schema, hints),
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/xml",
            "multipart/form-data; boundary=x",
            undefined,
            "application/json; charset=latin1",
          ),
        )
        .map(([value, contentType]) => ({ contentType, body: JSON.stringify(value) })),
      weight: 1,
    },
    { arbitrary: fc.constant({ contentType: "application/json", body: undefined }), weight: 1 },
  );
}

/** Multipart bodies for uploads: fields from the schema or junk, files of random bytes, and non-forms. */
function formBody(schema: JsonSchema, hints: Hints): fc.Arbitrary<{ contentType: string | undefined; body: string | FormData | undefined }> {
  const form = fc
    .tuple(validOrBroken(schema, hints), fc.uint8Array({ maxLength: 2000 }), fc.string({ unit: "binary", maxLength: 40 }), fc.boolean())
    .map(([fields, bytes, fileName, withFile]) => {
      const data = new FormData();
      if (fields && typeof fields === "object") {
        for (const [key, value] of Object.entries(fields)) if (key !== "file") data.set(key, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
      }
      if (withFile) data.set("file", new Blob([bytes]), fileName);
      return { contentType: undefined, body: data as FormData | string };
    });
  return fc.oneof(
    form,
    fc.constantFrom<{ contentType: string | undefined; body: string | FormData | undefined }>(
      { contentType: "multipart/form-data; boundary=nothing", body: '--nothing\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated' },
      { contentType: "multipart/form-data", body: "no boundary" },
      { contentType: "application/json", body: '{"file": "not a file"}' },
      { contentType: undefined, body: undefined },
    ),
  );
}

/** One generated request for the operation. */
export function requests(operation: Operation, hints: Hints, auths: readonly Auth[]): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === "query");
  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(parameter, hints, operation.path)))
    .map((values) => pathParameters.reduce((built, parameter, index) => built.replace(`{${parameter.name}}`, values[index] ?? ""), operation.path));
  const queryOf = (broken: boolean) =>
    fc
      .tuple(...queryParameters.map((parameter) => queryValue(parameter, hints, broken)))
      .map((values) => queryString(queryParameters.map((parameter, index) => [parameter.name, values[index]])));
  const query = fc.oneof({ arbitrary: queryOf(false), weight: 3 }, { arbitrary: queryOf(true), weight: 1 });
  const body: fc.Arbitrary<{ contentType: string | undefined; body: string | FormData | undefined }> = !operation.body
    ? fc.oneof(
        { arbitrary: fc.constant({ contentType: undefined, body: undefined }), weight: 4 },
        { arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ contentType: "application/json", body: text })), weight: 1 },
      )
    : operation.body.type.startsWith("multipart/")
      ? formBody(operation.body.schema, hints)
      : jsonBody(operation.body.schema, hints);
  return fc
    .record({
      auth: fc.constantFrom(...auths),
      region: fc.oneof(
        { arbitrary: fc.constantFrom(undefined, "pl", "de", "gb", "us"), weight: 24 },
        { arbitrary: fc.constantFrom("zz", "ÿ", "x".repeat(300)), weight: 1 },
      ),
      path,
      query,
      body,
    })
    .map(({ auth, region, path: built, query: search, body: content }) => ({
      auth,
      region,
      path: built + search,
      contentType: content.contentType,
      body: content.body,
    }));
}
