import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../http/errors';

/**
 * The request's query string checked against a schema; a failure answers 400 with the field
 * messages, as a JSON body's would. Only the first value of a repeated parameter counts.
 */
export function validQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new ApiError(400, 'Please correct the highlighted fields.', fields);
}

/** A page's position as an opaque token: the last row's sort key. */
export const encodeCursor = (createdAt: string, id: string) => btoa(JSON.stringify([createdAt, id])).replace(/=+$/, '');

export function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(atob(cursor)) as unknown;
    const [createdAt, id] = Array.isArray(value) ? (value as unknown[]) : [];
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {
    // Falls through to the same answer as any other bad cursor.
  }
  throw new ApiError(400, 'Please correct the highlighted fields.', { cursor: 'This field is not valid.' });
}
