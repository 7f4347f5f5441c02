// The route table: every call of the HTTP API that a client of this repository makes, with its
// body and answer schemas, its bot-check action and who may call it. The worker's routes read
// their schema and action from it; openapi.ts generates /api/openapi.json from the entries that
// carry `doc`; clients type their calls with `RouteBody` and `RouteAnswer` (import type only, so
// no zod enters a widget's bundle).
import { z } from 'zod';
import { AVAILABILITY_MAX_DAYS, type BotCheckAction } from './rules';
import {
  adminSlotsAnswer,
  bookingChangeAnswer,
  bookingListAnswer,
  cancelAnswer,
  cancelBookingBody,
  outcomeBody,
  slotChoiceBody,
  slotRangeQuery,
} from './admin-bookings';
import { availabilityDraft, availabilityEditorAnswer } from './admin-availability';
import { deletionBody, deletionLookupBody, leadListQuery, leadUpdateBody, outboxListQuery } from './admin';
import {
  adminSummaryAnswer,
  csvExport,
  deletionAnswer,
  deletionLogAnswer,
  deletionLookupAnswer,
  exportParams,
  followUpsAnswer,
  leadDetailAnswer,
  leadListAnswer,
  leadUpdateAnswer,
  outboxListAnswer,
  outboxRetryAnswer,
  staffListAnswer,
} from './admin-calls';
import {
  availabilityAnswer,
  availabilityBody,
  bookConsultationBody,
  bookConsultationBodyAt,
  bookingAnswer,
  configAnswer,
  contactFallbackBody,
  contactFormBody,
  holdAnswer,
  holdSlotBody,
  intakeFormBody,
  leadAnswer,
  loginBody,
  passwordResetAnswer,
  passwordResetBody,
  passwordResetConfirmBody,
  registerBody,
  releaseAnswer,
  releaseSlotBody,
  signUpAnswer,
  userAnswer,
} from './schemas';
import {
  deleteDataAnswer,
  deleteDataBody,
  deletionConfirmBody,
  deletionRequestAnswer,
  deletionRequestsAnswer,
  manageAnswer,
  manageCancelBody,
  manageReconfirmBody,
  manageRescheduleBody,
  myConsultationsAnswer,
  verifyEmailAnswer,
  verifyEmailBody,
  verifyEmailConfirmAnswer,
  verifyEmailConfirmBody,
} from './manage';
import { ltiPlatformCreateBody, ltiPlatformsAnswer, ltiPlatformUpdateAnswer, ltiPlatformUpdateBody, ltiScoreAnswer, ltiScoreBody, ltiScoreRetryAnswer } from './lti';
import * as teacher from './teacher';

/** Who may call a route: anyone, a signed-in account, a signed-in teacher, or staff (an admin, from the site's own origin). */
type Access = 'public' | 'signed-in' | 'teacher' | 'staff';

/** How a route is described in the OpenAPI document (routes without it are left out of it). */
export type RouteDoc = {
  operationId: string;
  tag: 'Booking' | 'Lead forms' | 'Accounts';
  summary: string;
  description?: string;
  /** The names of the body and the answer under components.schemas. */
  bodyName?: string;
  answerName: string;
  status: number;
  success: string;
  /** The success answer sets the session cookie. */
  cookie?: boolean;
  failures: Record<number, string>;
};

export type Route = {
  access: Access;
  /** The JSON body the worker validates (absent: the call takes none). */
  body?: z.ZodType;
  /** The same body judged at the moment `now` gives, for the worker's clock. */
  bodyAt?: (now: () => Date) => z.ZodType;
  /** A second form of the body: sent with `submissionType: "fallback"`, it needs no bot-check token. */
  fallback?: z.ZodType;
  /** The query string the worker validates. */
  query?: z.ZodType;
  /** The `:name` parts of the path the worker validates. */
  params?: z.ZodType;
  /** The body of the success answer. */
  answer: z.ZodType;
  /** The answer's media type when it is not JSON: a download. */
  download?: 'text/csv';
  /** The bot-check action whose token (`recaptchaToken`) the body must carry. */
  botCheck?: BotCheckAction;
  /** The body may come as text/plain too (sendBeacon, keepalive fetch from a partner's page). */
  beacon?: true;
  doc?: RouteDoc;
};

const BAD_FIELDS = 'A field is refused (see fields).';

export const ROUTES = {
  'GET /api/config': { access: 'public', answer: configAnswer },
  'POST /api/getAvailabilityV2': {
    access: 'public',
    body: availabilityBody,
    answer: availabilityAnswer,
    botCheck: 'consultation_booking',
    doc: {
      operationId: 'getAvailabilityV2',
      tag: 'Booking',
      summary: 'Open consultation slots between two calendar dates',
      description: `Only dates with at least one open slot are listed, in order. At most ${AVAILABILITY_MAX_DAYS} days per request.`,
      bodyName: 'AvailabilityRequest',
      answerName: 'Availability',
      status: 200,
      success: 'The open slots.',
      failures: { 400: 'A field is malformed, the range is reversed or too long.' },
    },
  },
  'POST /api/holdSlot': {
    access: 'public',
    body: holdSlotBody,
    answer: holdAnswer,
    botCheck: 'consultation_booking',
    doc: {
      operationId: 'holdSlot',
      tag: 'Booking',
      summary: 'Hold one open slot for a few minutes',
      description: 'Of any number of concurrent holds on one slot, exactly one wins. End and label are recomputed by the server.',
      bodyName: 'HoldSlotRequest',
      answerName: 'Hold',
      status: 200,
      success: 'The hold and how long it lasts.',
      failures: { 400: 'Not a real open slot, or a malformed field.', 409: 'The slot is held or booked by someone else.', 429: 'This client holds too many slots.' },
    },
  },
  'POST /api/releaseSlot': {
    access: 'public',
    body: releaseSlotBody,
    answer: releaseAnswer,
    beacon: true,
    doc: {
      operationId: 'releaseSlot',
      tag: 'Booking',
      summary: 'Let go of a hold',
      description: 'Needs no bot-check token; a text/plain body is taken too (sendBeacon, keepalive fetch).',
      bodyName: 'ReleaseSlotRequest',
      answerName: 'Released',
      status: 200,
      success: 'The hold is gone.',
      failures: { 400: 'No lockId.', 404: 'Unknown or expired hold.' },
    },
  },
  'POST /api/bookConsultation': {
    access: 'public',
    body: bookConsultationBody,
    bodyAt: bookConsultationBodyAt,
    answer: bookingAnswer,
    botCheck: 'consultation_booking',
    doc: {
      operationId: 'bookConsultation',
      tag: 'Booking',
      summary: 'Book a held slot, or request a consultation',
      description:
        'With lockId: books the held slot (status confirmed; repeating the request returns the same bookingId). ' +
        'Without: records a request for staff to confirm (status requested); dateISO must then lie between yesterday and a year ahead.',
      bodyName: 'BookConsultationRequest',
      answerName: 'Booking',
      status: 200,
      success: 'The booking.',
      failures: {
        400: BAD_FIELDS,
        409: 'The slot is taken, or the hold expired or is for another time.',
        429: 'Too many requests without a hold from this client.',
      },
    },
  },
  'POST /api/intakeForms': {
    access: 'public',
    body: intakeFormBody,
    answer: leadAnswer,
    botCheck: 'intake_form',
    doc: {
      operationId: 'intakeForms',
      tag: 'Lead forms',
      summary: 'Send an intake form (leadSource intake_form) or an assessment request (landing_page_intake)',
      bodyName: 'IntakeForm',
      answerName: 'Lead',
      status: 201,
      success: 'Stored.',
      failures: { 400: BAD_FIELDS, 429: 'Too many submissions from this client.' },
    },
  },
  'POST /api/contactForms': {
    access: 'public',
    body: contactFormBody,
    fallback: contactFallbackBody,
    answer: leadAnswer,
    botCheck: 'contact_form',
    doc: {
      operationId: 'contactForms',
      tag: 'Lead forms',
      summary: 'Send a contact message',
      description:
        'With submissionType "fallback" the message needs no bot-check token but a phone number, and is kept for manual review under a stricter rate limit.',
      bodyName: 'ContactForm',
      answerName: 'Lead',
      status: 201,
      success: 'Stored.',
      failures: { 400: BAD_FIELDS, 429: 'Too many submissions from this client.' },
    },
  },
  'POST /api/auth/register': {
    access: 'public',
    body: registerBody,
    answer: signUpAnswer,
    botCheck: 'register',
    doc: {
      operationId: 'register',
      tag: 'Accounts',
      summary: 'Create a member account',
      description:
        "Same origin only: the request must carry the site's own Origin. A new and an already registered address get the same answer and no session " +
        '(an email tells the owner which it was); the site signs in next. A new password must not be only spaces and is at most 128 UTF-8 bytes.',
      bodyName: 'RegisterRequest',
      answerName: 'SignUp',
      status: 201,
      success: 'Accepted; sign in next.',
      failures: { 400: BAD_FIELDS, 403: 'Not from this site.', 429: 'Too many sign-ups from this client.' },
    },
  },
  'POST /api/auth/login': {
    access: 'public',
    body: loginBody,
    answer: userAnswer,
    botCheck: 'login',
    doc: {
      operationId: 'login',
      tag: 'Accounts',
      summary: 'Sign in',
      description: 'Same origin only. Repeated failures per account or per client answer 429 with Retry-After.',
      bodyName: 'LoginRequest',
      answerName: 'User',
      status: 200,
      success: 'The member, signed in.',
      cookie: true,
      failures: { 400: BAD_FIELDS, 401: 'Wrong email or password.', 403: 'Not from this site.', 429: 'Too many failed sign-ins.' },
    },
  },
  'POST /api/auth/logout': {
    access: 'public',
    answer: userAnswer,
    doc: {
      operationId: 'logout',
      tag: 'Accounts',
      summary: 'Sign out (ends the session on the server and clears the cookie)',
      answerName: 'User',
      status: 200,
      success: 'Signed out.',
      failures: { 403: 'Not from this site.' },
    },
  },
  'GET /api/auth/me': {
    access: 'public',
    answer: userAnswer,
    doc: { operationId: 'me', tag: 'Accounts', summary: 'Who is signed in', answerName: 'User', status: 200, success: 'The member, or null.', failures: {} },
  },
  // A parent's booking through its manage link (/manage/<token>): the token is the key, no sign-in.
  'GET /api/manage/:token': { access: 'public', answer: manageAnswer },
  'POST /api/manage/:token/reschedule': { access: 'public', body: manageRescheduleBody, answer: manageAnswer },
  'POST /api/manage/:token/cancel': { access: 'public', body: manageCancelBody, answer: manageAnswer },
  'POST /api/manage/:token/reconfirm': { access: 'public', body: manageReconfirmBody, answer: manageAnswer },
  'POST /api/manage/:token/delete-data': { access: 'public', body: deleteDataBody, answer: deleteDataAnswer },
  // "Delete my data", confirmed through the emailed link (/delete-my-data/<token>).
  'GET /api/data-deletion/:token': { access: 'public', answer: deletionRequestAnswer },
  'POST /api/data-deletion/:token/confirm': { access: 'public', body: deletionConfirmBody, answer: deletionRequestAnswer },
  // Members: verify the address, then "My consultations" (same origin only).
  'POST /api/account/verify-email': { access: 'signed-in', body: verifyEmailBody, answer: verifyEmailAnswer },
  'POST /api/account/verify-email/confirm': { access: 'public', body: verifyEmailConfirmBody, answer: verifyEmailConfirmAnswer },
  'GET /api/account/consultations': { access: 'signed-in', answer: myConsultationsAnswer },
  'POST /api/account/delete-data': { access: 'signed-in', body: deleteDataBody, answer: deleteDataAnswer },
  'POST /api/auth/password-reset': {
    access: 'public',
    body: passwordResetBody,
    answer: passwordResetAnswer,
    botCheck: 'password_reset',
    doc: {
      operationId: 'requestPasswordReset',
      tag: 'Accounts',
      summary: 'Email a link to set a new password',
      description:
        'Same origin only. The same answer whether or not the address has an account; only an account gets the email. ' +
        'The link works once, for an hour; an address gets at most 3 links an hour.',
      bodyName: 'PasswordResetRequest',
      answerName: 'PasswordResetSent',
      status: 200,
      success: 'Accepted: if the address has an account, a link is on its way.',
      failures: { 400: BAD_FIELDS, 403: 'Not from this site.', 429: 'Too many requests from this client.' },
    },
  },
  'POST /api/auth/password-reset/confirm': {
    access: 'public',
    body: passwordResetConfirmBody,
    answer: userAnswer,
    doc: {
      operationId: 'confirmPasswordReset',
      tag: 'Accounts',
      summary: "Set a new password with an emailed link's token",
      description:
        'Same origin only. Uses up the link, ends every session of the account and signs this browser in with a new one. ' +
        'A new password must not be only spaces and is at most 128 UTF-8 bytes.',
      bodyName: 'PasswordResetConfirm',
      answerName: 'User',
      status: 200,
      success: 'The new password is set; the member, signed in.',
      cookie: true,
      failures: { 400: 'A field is refused, or the link expired or was used already.', 403: 'Not from this site.', 429: 'Too many requests from this client.' },
    },
  },
  'GET /api/admin/summary': { access: 'staff', answer: adminSummaryAnswer },
  'GET /api/admin/leads': { access: 'staff', query: leadListQuery, answer: leadListAnswer },
  'GET /api/admin/leads/:id': { access: 'staff', answer: leadDetailAnswer },
  'PATCH /api/admin/leads/:id': { access: 'staff', body: leadUpdateBody, answer: leadUpdateAnswer },
  'GET /api/admin/follow-ups': { access: 'staff', answer: followUpsAnswer },
  'GET /api/admin/outbox': { access: 'staff', query: outboxListQuery, answer: outboxListAnswer },
  'POST /api/admin/outbox/:id/retry': { access: 'staff', answer: outboxRetryAnswer },
  'POST /api/admin/deletion/lookup': { access: 'staff', body: deletionLookupBody, answer: deletionLookupAnswer },
  'POST /api/admin/deletion': { access: 'staff', body: deletionBody, answer: deletionAnswer },
  'GET /api/admin/deletion/log': { access: 'staff', answer: deletionLogAnswer },
  'GET /api/admin/deletion/requests': { access: 'staff', answer: deletionRequestsAnswer },
  'GET /api/admin/availability': { access: 'staff', answer: availabilityEditorAnswer },
  'POST /api/admin/availability/preview': { access: 'staff', body: availabilityDraft, answer: availabilityEditorAnswer },
  'PUT /api/admin/availability': { access: 'staff', body: availabilityDraft, answer: availabilityEditorAnswer },
  'GET /api/admin/staff': { access: 'staff', answer: staffListAnswer },
  'GET /api/admin/export/:file': { access: 'staff', params: exportParams, answer: csvExport, download: 'text/csv' },
  'GET /api/admin/bookings': { access: 'staff', answer: bookingListAnswer },
  'GET /api/admin/bookings/slots': { access: 'staff', query: slotRangeQuery, answer: adminSlotsAnswer },
  'POST /api/admin/bookings/:id/confirm': { access: 'staff', body: slotChoiceBody, answer: bookingChangeAnswer },
  'POST /api/admin/bookings/:id/reschedule': { access: 'staff', body: slotChoiceBody, answer: bookingChangeAnswer },
  'POST /api/admin/bookings/:id/cancel': { access: 'staff', body: cancelBookingBody, answer: cancelAnswer },
  'POST /api/admin/bookings/:id/outcome': { access: 'staff', body: outcomeBody, answer: bookingChangeAnswer },
  // LTI: a launch's page reports a completed attempt with its launch token (Bearer), no cookie.
  'POST /api/lti/score': { access: 'public', body: ltiScoreBody, answer: ltiScoreAnswer },
  'GET /api/admin/lti/platforms': { access: 'staff', answer: ltiPlatformsAnswer },
  'POST /api/admin/lti/platforms': { access: 'staff', body: ltiPlatformCreateBody, answer: ltiPlatformUpdateAnswer },
  'PATCH /api/admin/lti/platforms/:id': { access: 'staff', body: ltiPlatformUpdateBody, answer: ltiPlatformUpdateAnswer },
  'POST /api/admin/lti/scores/:id/retry': { access: 'staff', answer: ltiScoreRetryAnswer },
  // The teacher workspace (contract/teacher.ts): a teacher reaches only their own records; another
  // teacher's id answers 404. Sign in and out with /api/auth/login and /api/auth/logout.
  'POST /api/teacher/register': { access: 'public', body: teacher.teacherRegisterBody, answer: signUpAnswer, botCheck: 'register' },
  'GET /api/teacher/me': { access: 'teacher', answer: teacher.teacherAnswer },
  'PATCH /api/teacher/me': { access: 'teacher', body: teacher.teacherUpdateBody, answer: teacher.teacherAnswer },
  'POST /api/teacher/me/password': { access: 'teacher', body: teacher.passwordChangeBody, answer: teacher.passwordChangeAnswer },
  'POST /api/teacher/me/delete': { access: 'teacher', body: teacher.accountDeleteBody, answer: teacher.accountDeleteAnswer },
  'GET /api/teacher/activities': { access: 'teacher', answer: teacher.activityListAnswer },
  'POST /api/teacher/activities': { access: 'teacher', body: teacher.activityBody, answer: teacher.activityAnswer },
  'GET /api/teacher/activities/:id': { access: 'teacher', answer: teacher.activityAnswer },
  'PUT /api/teacher/activities/:id': { access: 'teacher', body: teacher.activityBody, answer: teacher.activityAnswer },
  'DELETE /api/teacher/activities/:id': { access: 'teacher', answer: teacher.deletedAnswer },
  'POST /api/teacher/activities/:id/duplicate': { access: 'teacher', answer: teacher.activityAnswer },
  'POST /api/teacher/activities/:id/template': { access: 'teacher', body: teacher.switchTemplateBody, answer: teacher.activityAnswer },
  'POST /api/teacher/activities/:id/share': { access: 'teacher', answer: teacher.activityAnswer },
  'DELETE /api/teacher/activities/:id/share': { access: 'teacher', answer: teacher.activityAnswer },
  'GET /api/teacher/classes': { access: 'teacher', answer: teacher.classListAnswer },
  'POST /api/teacher/classes': { access: 'teacher', body: teacher.classBody, answer: teacher.classAnswer },
  'GET /api/teacher/classes/:id': { access: 'teacher', answer: teacher.classAnswer },
  'PATCH /api/teacher/classes/:id': { access: 'teacher', body: teacher.classBody, answer: teacher.classAnswer },
  'DELETE /api/teacher/classes/:id': { access: 'teacher', answer: teacher.deletedAnswer },
  'POST /api/teacher/classes/:id/join-code': { access: 'teacher', answer: teacher.classAnswer },
  'POST /api/teacher/classes/:id/students': { access: 'teacher', body: teacher.studentsAddBody, answer: teacher.classAnswer },
  'PATCH /api/teacher/classes/:id/students/:studentId': { access: 'teacher', body: teacher.studentUpdateBody, answer: teacher.studentAnswer },
  'DELETE /api/teacher/classes/:id/students/:studentId': { access: 'teacher', answer: teacher.deletedAnswer },
  'GET /api/teacher/students/:id/history': { access: 'teacher', answer: teacher.studentHistoryAnswer },
  'GET /api/teacher/assignments': { access: 'teacher', answer: teacher.assignmentListAnswer },
  'POST /api/teacher/assignments': { access: 'teacher', body: teacher.assignmentBody, answer: teacher.assignmentAnswer },
  'DELETE /api/teacher/assignments/:id': { access: 'teacher', answer: teacher.deletedAnswer },
  'GET /api/teacher/assignments/:id/report': { access: 'teacher', answer: teacher.reportAnswer },
  'GET /api/teacher/assignments/:id/export': { access: 'teacher', answer: teacher.reportCsv, download: 'text/csv' },
  // A student's play: no sign-in; the code is the key. Rate-limited per client and per code.
  'GET /api/play/:code': { access: 'public', params: teacher.codeParams, answer: teacher.playAnswer },
  'POST /api/play/:code/results': { access: 'public', params: teacher.codeParams, body: teacher.resultBody, answer: teacher.resultAnswer },
  'GET /api/join/:code': { access: 'public', params: teacher.codeParams, answer: teacher.joinAnswer },
  'GET /api/admin/teachers': { access: 'staff', answer: teacher.adminTeachersAnswer },
  'PATCH /api/admin/teachers/:id': { access: 'staff', body: teacher.adminTeacherUpdateBody, answer: teacher.adminTeacherUpdateAnswer },
} as const satisfies Record<string, Route>;

type Routes = typeof ROUTES;
/** @public */
export type RouteKey = keyof Routes;

type BodyOf<R> = R extends { fallback: z.ZodType } ? R['fallback'] | (R extends { body: z.ZodType } ? R['body'] : never) : R extends { body: z.ZodType } ? R['body'] : never;

/** The routes that answer JSON, not a download. */
export type JsonRouteKey = { [K in RouteKey]: Routes[K] extends { download: string } ? never : K }[RouteKey];

/** What a client sends to `route` (either form, for a route with a fallback). */
export type RouteBody<K extends RouteKey> = z.input<BodyOf<Routes[K]>>;
/** The success answer of `route`, as the worker sends it. */
export type RouteAnswer<K extends RouteKey> = z.output<Routes[K]['answer']>;
/** The bot-check action of `route` (never when it takes no token). */
export type RouteAction<K extends RouteKey> = Routes[K] extends { botCheck: infer A extends BotCheckAction } ? A : never;

/** The route POSTed to `path`: widgets name their calls by path. */
export type PostRoute<P extends string> = Extract<RouteKey, `POST ${P}`>;
/** The paths of the routes a client POSTs to. */
export type PostPath = RouteKey extends infer K ? (K extends `POST ${infer P}` ? P : never) : never;
