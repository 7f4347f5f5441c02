// The OpenAPI 3.1 description of the HTTP API, generated from the schemas the worker validates
// with, so the two cannot drift apart. The worker serves it at GET /api/openapi.json.
import { z } from 'zod';
import { AVAILABILITY_MAX_DAYS, BOT_CHECK_ACTIONS, ERROR_MESSAGES, FIELD_MESSAGES, LIMITS, type BotCheckAction } from './rules';
import {
  apiErrorBody,
  availabilityAnswer,
  availabilityBody,
  bookConsultationBody,
  bookingAnswer,
  contactFallbackBody,
  contactFormBody,
  holdAnswer,
  holdSlotBody,
  intakeFormBody,
  leadAnswer,
  loginBody,
  registerBody,
  releaseAnswer,
  releaseSlotBody,
  signUpAnswer,
  userAnswer,
} from './schemas';

export type JsonSchema = Record<string, unknown>;

type Operation = {
  method: 'get' | 'post';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: 'Booking' | 'Lead forms' | 'Accounts';
  /** The bot-check action whose token the body must carry. */
  botCheck?: BotCheckAction;
  body?: string;
  success: { status: number; description: string; schema: string; cookie?: boolean };
  failures: Record<number, string>;
};

/** The request bodies and answers, by the name they have under components.schemas. */
const SCHEMAS: Record<string, z.ZodType> = {
  ApiError: apiErrorBody,
  AvailabilityRequest: availabilityBody,
  Availability: availabilityAnswer,
  HoldSlotRequest: holdSlotBody,
  Hold: holdAnswer,
  ReleaseSlotRequest: releaseSlotBody,
  Released: releaseAnswer,
  BookConsultationRequest: bookConsultationBody,
  Booking: bookingAnswer,
  IntakeForm: intakeFormBody,
  ContactForm: z.union([contactFormBody, contactFallbackBody]),
  Lead: leadAnswer,
  RegisterRequest: registerBody,
  LoginRequest: loginBody,
  User: userAnswer,
  SignUp: signUpAnswer,
};

const OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/getAvailabilityV2',
    operationId: 'getAvailabilityV2',
    tag: 'Booking',
    summary: 'Open consultation slots between two calendar dates',
    description: `Only dates with at least one open slot are listed, in order. At most ${AVAILABILITY_MAX_DAYS} days per request.`,
    botCheck: 'consultation_booking',
    body: 'AvailabilityRequest',
    success: { status: 200, description: 'The open slots.', schema: 'Availability' },
    failures: { 400: 'A field is malformed, the range is reversed or too long.' },
  },
  {
    method: 'post',
    path: '/api/holdSlot',
    operationId: 'holdSlot',
    tag: 'Booking',
    summary: 'Hold one open slot for a few minutes',
    description: 'Of any number of concurrent holds on one slot, exactly one wins. End and label are recomputed by the server.',
    botCheck: 'consultation_booking',
    body: 'HoldSlotRequest',
    success: { status: 200, description: 'The hold and how long it lasts.', schema: 'Hold' },
    failures: { 400: 'Not a real open slot, or a malformed field.', 409: 'The slot is held or booked by someone else.', 429: 'This client holds too many slots.' },
  },
  {
    method: 'post',
    path: '/api/releaseSlot',
    operationId: 'releaseSlot',
    tag: 'Booking',
    summary: 'Let go of a hold',
    description: 'Needs no bot-check token; a text/plain body is taken too (sendBeacon, keepalive fetch).',
    body: 'ReleaseSlotRequest',
    success: { status: 200, description: 'The hold is gone.', schema: 'Released' },
    failures: { 400: 'No lockId.', 404: 'Unknown or expired hold.' },
  },
  {
    method: 'post',
    path: '/api/bookConsultation',
    operationId: 'bookConsultation',
    tag: 'Booking',
    summary: 'Book a held slot, or request a consultation',
    description:
      'With lockId: books the held slot (status confirmed; repeating the request returns the same bookingId). ' +
      'Without: records a request for staff to confirm (status requested); dateISO must then lie between yesterday and a year ahead.',
    botCheck: 'consultation_booking',
    body: 'BookConsultationRequest',
    success: { status: 200, description: 'The booking.', schema: 'Booking' },
    failures: {
      400: 'A field is refused (see fields).',
      409: 'The slot is taken, or the hold expired or is for another time.',
      429: 'Too many requests without a hold from this client.',
    },
  },
  {
    method: 'post',
    path: '/api/intakeForms',
    operationId: 'intakeForms',
    tag: 'Lead forms',
    summary: 'Send an intake form (leadSource intake_form) or an assessment request (landing_page_intake)',
    botCheck: 'intake_form',
    body: 'IntakeForm',
    success: { status: 201, description: 'Stored.', schema: 'Lead' },
    failures: { 400: 'A field is refused (see fields).', 429: 'Too many submissions from this client.' },
  },
  {
    method: 'post',
    path: '/api/contactForms',
    operationId: 'contactForms',
    tag: 'Lead forms',
    summary: 'Send a contact message',
    description:
      'With submissionType "fallback" the message needs no bot-check token but a phone number, and is kept for manual review under a stricter rate limit.',
    botCheck: 'contact_form',
    body: 'ContactForm',
    success: { status: 201, description: 'Stored.', schema: 'Lead' },
    failures: { 400: 'A field is refused (see fields).', 429: 'Too many submissions from this client.' },
  },
  {
    method: 'post',
    path: '/api/auth/register',
    operationId: 'register',
    tag: 'Accounts',
    summary: 'Create a member account',
    description:
      "Same origin only: the request must carry the site's own Origin. A new and an already registered address get the same answer and no session " +
      '(an email tells the owner which it was); the site signs in next. A new password must not be only spaces and is at most 128 UTF-8 bytes.',
    botCheck: 'register',
    body: 'RegisterRequest',
    success: { status: 201, description: 'Accepted; sign in next.', schema: 'SignUp' },
    failures: { 400: 'A field is refused (see fields).', 403: 'Not from this site.', 429: 'Too many sign-ups from this client.' },
  },
  {
    method: 'post',
    path: '/api/auth/login',
    operationId: 'login',
    tag: 'Accounts',
    summary: 'Sign in',
    description: 'Same origin only. Repeated failures per account or per client answer 429 with Retry-After.',
    botCheck: 'login',
    body: 'LoginRequest',
    success: { status: 200, description: 'The member, signed in.', schema: 'User', cookie: true },
    failures: { 400: 'A field is refused (see fields).', 401: 'Wrong email or password.', 403: 'Not from this site.', 429: 'Too many failed sign-ins.' },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    operationId: 'logout',
    tag: 'Accounts',
    summary: 'Sign out (ends the session on the server and clears the cookie)',
    success: { status: 200, description: 'Signed out.', schema: 'User' },
    failures: { 403: 'Not from this site.' },
  },
  {
    method: 'get',
    path: '/api/auth/me',
    operationId: 'me',
    tag: 'Accounts',
    summary: 'Who is signed in',
    success: { status: 200, description: 'The member, or null.', schema: 'User' },
    failures: {},
  },
];

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function jsonSchema(schema: z.ZodType): JsonSchema {
  // Bodies are described as a client sends them: before trimming, defaults and other transforms.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ref('ApiError') } } });

function operation(op: Operation) {
  const failures: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(op.failures)) failures[status] = errorAnswer(description);
  if (op.body) {
    failures['413'] ??= errorAnswer(`The body is larger than ${LIMITS.bodyBytes / 1024} KB.`);
    failures['415'] ??= errorAnswer('The body is not JSON.');
  }
  if (op.botCheck) failures['403'] = errorAnswer(`The bot-check token for "${op.botCheck}" is missing or failed: "${ERROR_MESSAGES.botCheckFailed}"`);
  const success = {
    description: op.success.description,
    ...(op.success.cookie ? { headers: { 'Set-Cookie': { description: 'The session cookie (HttpOnly, Secure, SameSite=Lax).', schema: { type: 'string' } } } } : {}),
    content: { 'application/json': { schema: ref(op.success.schema) } },
  };
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description || op.botCheck
      ? { description: [op.description, op.botCheck && `Bot-check action: \`${op.botCheck}\` (the body's recaptchaToken).`].filter(Boolean).join('\n\n') }
      : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.body) } } } } : {}),
    responses: { [String(op.success.status)]: success, ...failures },
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
        'Booking, lead forms and accounts of the VERSE site and its embeddable widgets. Bodies are JSON. ' +
        `Every error is {error, fields?}; a refused body is 400 with "${ERROR_MESSAGES.fieldsRefused}" and a message per field. ` +
        `Calls that take a bot-check token verify it before anything else; actions: ${BOT_CHECK_ACTIONS.join(', ')}. ` +
        `Text fields are trimmed before their limits are checked; control characters are refused ("${FIELD_MESSAGES.control}").`,
    },
    servers: [{ url: '/' }],
    tags: [{ name: 'Booking' }, { name: 'Lead forms' }, { name: 'Accounts' }],
    paths,
    components: { schemas: Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, jsonSchema(schema)])) },
  };
}
