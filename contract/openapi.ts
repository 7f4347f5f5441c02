// The OpenAPI 3.1 description of the HTTP API, generated from the route table (routes.ts) whose
// schemas and bot-check actions the worker validates with, so the two cannot drift apart. The
// worker serves it at GET /api/openapi.json.
import { z } from './zod';
import { BOT_CHECK_ACTIONS, ERROR_MESSAGES, FIELD_MESSAGES, LIMITS } from './rules';
import { ROUTES, type Route, type RouteDoc } from './routes';
import { apiErrorBody } from './schemas';

export type JsonSchema = Record<string, unknown>;

/** A route of the table that the document describes. */
type Operation = Route & { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; doc: RouteDoc };

const OPERATIONS: Operation[] = Object.entries(ROUTES as Record<string, Route>).flatMap(([key, entry]) => {
  const [method, path] = key.split(' ') as [string, string];
  // `:name` parts of the table's paths are OpenAPI's `{name}`.
  return entry.doc ? [{ ...entry, method: method.toLowerCase() as Operation['method'], path: path.replace(/:(\w+)/g, '{$1}'), doc: entry.doc }] : [];
});

/** The request bodies and answers, by the name they have under components.schemas. */
function schemas(): Record<string, z.ZodType> {
  const named: Record<string, z.ZodType> = { ApiError: apiErrorBody };
  for (const { body, fallback, answer, doc, download } of OPERATIONS) {
    if (body && doc.bodyName) named[doc.bodyName] ??= fallback ? z.union([body, fallback]) : body;
    if (!download) named[doc.answerName] ??= answer;
  }
  return named;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function jsonSchema(schema: z.ZodType): JsonSchema {
  // Bodies are described as a client sends them: before trimming, defaults and other transforms.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ref('ApiError') } } });

/** The path's `{name}` parts, the query string's optional parts and the headers the call needs. */
function parameters({ path, doc, query }: Operation) {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name: name!, in: 'path', required: true, schema: { type: 'string' } }));
  const queryShape = query instanceof z.ZodObject ? (query.shape as Record<string, z.ZodType>) : {};
  const inQuery = Object.entries(queryShape).map(([name, schema]) => ({ name, in: 'query', required: !schema.safeParse(undefined).success, schema: jsonSchema(schema) }));
  const headers = Object.entries(doc.headers ?? {}).map(([name, description]) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } }));
  return [...inPath, ...inQuery, ...headers];
}

function operation(op: Operation) {
  const { doc, body, botCheck, download } = op;
  const failures: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(doc.failures)) failures[status] = errorAnswer(description);
  if (body) {
    failures['413'] ??= errorAnswer(`The body is larger than ${LIMITS.bodyBytes / 1024} KB.`);
    failures['415'] ??= errorAnswer('The body is not JSON.');
  }
  if (botCheck) failures['403'] = errorAnswer(`The bot-check token for "${botCheck}" is missing or failed: "${ERROR_MESSAGES.botCheckFailed}"`);
  const success = {
    description: doc.success,
    ...(doc.cookie ? { headers: { 'Set-Cookie': { description: 'The session cookie (HttpOnly, Secure, SameSite=Lax).', schema: { type: 'string' } } } } : {}),
    content: download ? { [download]: { schema: { type: 'string' } } } : { 'application/json': { schema: ref(doc.answerName) } },
  };
  const params = parameters(op);
  return {
    operationId: doc.operationId,
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description || botCheck
      ? { description: [doc.description, botCheck && `Bot-check action: \`${botCheck}\` (the body's recaptchaToken).`].filter(Boolean).join('\n\n') }
      : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body && doc.bodyName ? { requestBody: { required: true, content: { 'application/json': { schema: ref(doc.bodyName) } } } } : {}),
    responses: { [String(doc.status)]: success, ...failures },
  };
}

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  paths: Record<string, Record<string, ReturnType<typeof operation>>>;
  components: { schemas: Record<string, JsonSchema> };
  [key: string]: unknown;
};

/** The whole document; build it once and keep it, it never changes while the worker runs. */
export function openApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'VERSE API',
      version: '1',
      description:
        'Booking, lead forms, accounts, the teacher workspace and the phonics engine of the VERSE site and its embeddable widgets. Bodies are JSON. ' +
        `Every error is {error, fields?}; a refused body is 400 with "${ERROR_MESSAGES.fieldsRefused}" and a message per field. ` +
        `Calls that take a bot-check token verify it before anything else; actions: ${BOT_CHECK_ACTIONS.join(', ')}. ` +
        `Text fields are trimmed before their limits are checked; control characters are refused ("${FIELD_MESSAGES.control}").`,
    },
    servers: [{ url: '/' }],
    tags: [{ name: 'Booking' }, { name: 'Lead forms' }, { name: 'Accounts' }, { name: 'Teacher workspace' }, { name: 'Playing' }, { name: 'Phonics' }],
    paths,
    components: { schemas: Object.fromEntries(Object.entries(schemas()).map(([name, schema]) => [name, jsonSchema(schema)])) },
  };
}
