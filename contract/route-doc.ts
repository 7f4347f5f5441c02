// How a route of the route table (routes.ts) is described in the OpenAPI document: its own module,
// so the route groups that build their descriptions (teacher.ts) need not import the table.

/** How a route is described in the OpenAPI document (routes without it are left out of it). */
export type RouteDoc = {
  operationId: string;
  tag: 'Booking' | 'Lead forms' | 'Accounts' | 'Teacher workspace' | 'Playing' | 'Phonics';
  summary: string;
  description?: string;
  /** The names of the body and the answer under components.schemas. */
  bodyName?: string;
  answerName: string;
  status: number;
  success: string;
  /** The success answer sets the session cookie. */
  cookie?: boolean;
  /** Request headers the call needs, with what each carries. */
  headers?: Record<string, string>;
  failures: Record<number, string>;
};
