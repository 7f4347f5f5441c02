import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { apiError, ApiError } from './errors';

/** No form of this API needs more; a larger body is refused, never kept or parsed. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * The most the worker reads, and drops, of a body left unread by the answer (discardUnreadBody):
 * Cloudflare's own cap on a request body (100 MB), so any body that reaches the worker is read
 * off and the connection carries the next request. Dropping costs no memory, only the upload's time.
 */
export const MAX_DISCARDED_BYTES = 100 * 1024 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const JSON_OR_PLAIN_TYPE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/plain)\b/i;

const TOO_LARGE = 'The request body is too large.';

/**
 * The body as text, read chunk by chunk and given up as soon as it passes `limit` bytes (null). A
 * declared length can lie; the count is of what arrives. A request's body past the limit is left
 * to discardUnreadBody, which drops at most MAX_DISCARDED_BYTES more, so a body without
 * Content-Length (chunked) is never read without end, however long the client goes on sending;
 * an answer fetched from elsewhere is cancelled instead (`cancelWhenOver`). `signal` stops the
 * reading between chunks, with its reason.
 */
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  options: { cancelWhenOver?: boolean; signal?: AbortSignal } = {},
): Promise<string | null> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    if (options.signal?.aborted) throw options.signal.reason;
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      if (options.cancelWhenOver) await reader.cancel().catch(() => {});
      else reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Reads to its end, keeping nothing, whatever of the request body the answer left unread: an
 * early refusal (413, 415, 403, 404, a preflight) or a call that takes no body. Local dev servers
 * (wrangler dev's proxy) forward such a body and then fail or hang the next request on the same
 * keep-alive connection. Cancelling the stream does not help them, and the runtime refuses a read
 * after the answer is sent, so this runs before the answer leaves; a body they were left
 * half-read on (cancelled) hangs the next request just the same, so the whole body is read off.
 * A body over MAX_DISCARDED_BYTES, declared or counted, is cancelled instead: never read without end.
 */
export const discardUnreadBody = createMiddleware<AppEnv>(async function discardUnreadBody(c, next) {
  await next();
  const body = c.req.raw.body;
  // Locked: a handler read it whole. readAtMost leaves what it gave up on unlocked, for here.
  if (!body || body.locked) return;
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_DISCARDED_BYTES) {
    await body.cancel().catch(() => {});
    return;
  }
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > MAX_DISCARDED_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away mid-upload: nothing left to keep healthy.
  }
});

/**
 * A form body (`application/x-www-form-urlencoded`, or multipart without files) of at most
 * `limit` bytes: refused by its declared length before a byte is read, and by what arrives once it
 * passes the limit, so a 30 MB form costs nothing. 'too-large' when refused; an empty form when the
 * body is not a form.
 */
export async function readFormAtMost(request: Request, limit: number): Promise<URLSearchParams | 'too-large'> {
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) return 'too-large';
  const type = request.headers.get('Content-Type') ?? '';
  const text = await readAtMost(request.body, limit);
  if (text === null) return 'too-large';
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) return new URLSearchParams(text);
  if (!/^multipart\/form-data\b/i.test(type)) return new URLSearchParams();
  try {
    const form = await new Response(text, { headers: { 'Content-Type': type } }).formData();
    const params = new URLSearchParams();
    for (const [key, value] of form.entries()) if (typeof value === 'string') params.append(key, value);
    return params;
  } catch {
    return new URLSearchParams();
  }
}

function jsonBodyReader(acceptedType: RegExp) {
  return createMiddleware<AppEnv>(async function readJson(c, next) {
    if (!acceptedType.test(c.req.header('Content-Type') ?? '')) {
      return apiError(c, 415, 'Send the request body as JSON (Content-Type: application/json).');
    }
    const declared = Number(c.req.header('Content-Length') ?? 0);
    if (declared > MAX_BODY_BYTES) return apiError(c, 413, TOO_LARGE);
    const text = await readAtMost(c.req.raw.body, MAX_BODY_BYTES);
    if (text === null) return apiError(c, 413, TOO_LARGE);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return apiError(c, 400, 'The request body is not valid JSON.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return apiError(c, 400, 'The request body must be a JSON object.');
    }
    c.set('json', parsed as Record<string, unknown>);
    await next();
  });
}

/**
 * Parses the JSON body once into `c.var.json`. Whatever is wrong with it, the answer is a 4xx whose
 * message never repeats what was sent.
 */
export const readJson = jsonBodyReader(JSON_TYPE);

/**
 * `readJson` that also takes a `text/plain` body, for calls a page makes while it is being left:
 * `navigator.sendBeacon` sends strings as text/plain, and a cross-origin `fetch` with `keepalive`
 * avoids a preflight only with a simple content type.
 */
export const readBeaconJson = jsonBodyReader(JSON_OR_PLAIN_TYPE);

/** A person-readable message for a failed check, never quoting the value that failed it. */
function messageFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'This field is required.' : 'This field has the wrong type.';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? 'This field is required.'
        : `This field must be at least ${issue.minimum}${issue.origin === 'string' ? ' characters' : ''}.`;
    case 'too_big':
      return `This field must be at most ${issue.maximum}${issue.origin === 'string' ? ' characters' : ''}.`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Please enter a valid email address.' : 'This field is not in the expected format.';
    case 'invalid_value':
      return 'This field is not one of the allowed values.';
    default:
      return 'This field is not valid.';
  }
}

// Messages a schema sets itself (`{ error: '…' }`) win; every other issue gets messageFor.
z.config({ customError: (issue) => messageFor(issue as z.core.$ZodIssue) });

/** How a refused body or query is worded (a route's `refusal`): the forms' sentence, or its first problem's own. */
type Refusal = 'first-problem';

const refusalSentence = (error: z.ZodError, refusal?: Refusal) =>
  (refusal === 'first-problem' && error.issues[0]?.message) || 'Please correct the highlighted fields.';

/** Field messages keyed by dotted path, the first problem of each field only. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Validates `c.var.json` against a schema (after readJson and any bot check). A failure is
 * `400 {error, fields}`; handlers read the typed result with `c.req.valid`-like `c.get('body')`.
 */
export function validate<S extends z.ZodType>(schema: S, refusal?: Refusal) {
  return createMiddleware<AppEnv & { Variables: { body: z.output<S> } }>(async function validateBody(c, next) {
    const result = schema.safeParse(c.get('json'));
    if (!result.success) {
      return apiError(c, 400, refusalSentence(result.error, refusal), fieldErrors(result.error));
    }
    c.set('body', result.data);
    await next();
  });
}

/**
 * The request's query string checked against a schema; a failure answers 400 with the field
 * messages, as a JSON body's would. Only the first value of a repeated parameter counts.
 */
export function validQuery<S extends z.ZodType>(c: Context, schema: S, refusal?: Refusal): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (result.success) return result.data;
  throw new ApiError(400, refusalSentence(result.error, refusal), fieldErrors(result.error));
}
