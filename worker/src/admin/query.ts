import { ApiError } from '../http/errors';

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
