import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../../contract/schemas';

/** Answers with the one error shape of the contract: `{error, fields?}`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  fields?: Record<string, string>,
): Response {
  const body: ApiErrorBody = fields ? { error, fields } : { error };
  return c.json(body, status);
}

/** Thrown anywhere in a handler to answer with a contract error instead of a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
