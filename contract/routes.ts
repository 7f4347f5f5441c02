// The route table: every call of the HTTP API that a client of this repository makes, with its
// body and answer schemas, its bot-check action and who may call it. The worker's routes read
// their schema and action from it; openapi.ts generates /api/openapi.json from the entries that
// carry `doc`; clients type their calls with `RouteBody` and `RouteAnswer` (import type only, so
// no zod enters a widget's bundle).
import { z } from './zod';
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
  existingBookingsAnswer,
  existingBookingsBody,
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
  signInLinkBody,
  signInLinkConfirmBody,
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
import { ltiPlatformCreateBody, ltiPlatformsAnswer, ltiPlatformUpdateAnswer, ltiPlatformUpdateBody, ltiScoreAnswer, ltiScoreBody, ltiScoreRetryAnswer, ltiTrustedIssuersAnswer, ltiTrustedIssuersBody } from './lti';
import * as teacher from './teacher';
import { analyzeAnswer, analyzeBody, lessonParams, lessonsAnswer, lessonWordsAnswer, lessonWordsQuery, PHONICS_LIMITS, phonicsDoc } from './phonics';
import type { RouteDoc } from './route-doc';

/** Who may call a route: anyone, a signed-in account, a signed-in teacher, or staff (an admin, from the site's own origin). */
type Access = 'public' | 'signed-in' | 'teacher' | 'staff';

export type { RouteDoc };

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
  /** The success answer's status when it is not 200 and the route has no `doc` to say it. */
  status?: 201;
  /** A refused body or query answers its first problem's own sentence as `error` (a call whose callers show the sentence), not the forms' "Please correct the highlighted fields.". */
  refusal?: 'first-problem';
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
        'Without: records a request for staff to confirm (status requested); dateISO must then lie between yesterday and a year ahead. ' +
        'With lockId and replacing (the manage token of an earlier booking under the same address): the earlier booking is moved into the held slot ' +
        'by the manage link\'s rules (its reschedule cut-off), one transaction that frees its old time; the answer has its bookingId and moved: true.',
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
  'POST /api/existingBookings': {
    access: 'public',
    body: existingBookingsBody,
    answer: existingBookingsAnswer,
    botCheck: 'consultation_booking',
    doc: {
      operationId: 'existingBookings',
      tag: 'Booking',
      summary: "Before Confirm: the parent's own upcoming bookings under this address",
      description:
        'Answers only bookings the caller proves are theirs: the one each manage token opens (when it was made under this address), or, ' +
        "for a signed-in member whose address is verified and is this one, every upcoming booking under it. Anyone else gets an empty list, as for an address " +
        'with no booking, so typing an address reveals nothing about its bookings. Rate limited per client.',
      bodyName: 'ExistingBookingsRequest',
      answerName: 'ExistingBookings',
      status: 200,
      success: 'The upcoming bookings the caller proved are theirs (often none).',
      failures: { 400: BAD_FIELDS, 429: 'Too many checks from this client.' },
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
      description:
        'Same origin only. Failures count per account and client: 5 on one account, or 20 on any accounts, from one client in 15 minutes answer 429 with Retry-After ' +
        'to that client only, so guesses from elsewhere never refuse the owner. Once an account has had 5 failures from anywhere, every sign-in to it answers a second later.',
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
  'POST /api/auth/sign-in-link': {
    access: 'public',
    body: signInLinkBody,
    answer: passwordResetAnswer,
    botCheck: 'sign_in_link',
    doc: {
      operationId: 'requestSignInLink',
      tag: 'Accounts',
      summary: 'Email a one-time link that signs in without the password',
      description:
        'Same origin only. The same answer whether or not the address has an account; only an account gets the email. ' +
        'The link works once, for 15 minutes; an address gets at most 3 links an hour, a client may ask 10 times an hour.',
      bodyName: 'SignInLinkRequest',
      answerName: 'SignInLinkSent',
      status: 200,
      success: 'Accepted: if the address has an account, a link is on its way.',
      failures: { 400: BAD_FIELDS, 403: 'Not from this site.', 429: 'Too many requests from this client.' },
    },
  },
  'POST /api/auth/sign-in-link/confirm': {
    access: 'public',
    body: signInLinkConfirmBody,
    answer: userAnswer,
    doc: {
      operationId: 'confirmSignInLink',
      tag: 'Accounts',
      summary: "Sign in with an emailed link's token",
      description: 'Same origin only. Uses up the link and signs this browser in; the account\'s address counts as verified (the link reached it).',
      bodyName: 'SignInLinkConfirm',
      answerName: 'User',
      status: 200,
      success: 'The member, signed in.',
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
  'POST /api/admin/lti/platforms': { access: 'staff', body: ltiPlatformCreateBody, answer: ltiPlatformUpdateAnswer, status: 201 },
  'PATCH /api/admin/lti/platforms/:id': { access: 'staff', body: ltiPlatformUpdateBody, answer: ltiPlatformUpdateAnswer },
  'POST /api/admin/lti/scores/:id/retry': { access: 'staff', answer: ltiScoreRetryAnswer },
  'PUT /api/admin/lti/trusted-issuers': { access: 'staff', body: ltiTrustedIssuersBody, answer: ltiTrustedIssuersAnswer },
  // The teacher workspace (contract/teacher.ts): a teacher reaches only their own records; another
  // teacher's id answers 404. Sign in and out with /api/auth/login and /api/auth/logout.
  'POST /api/teacher/register': {
    access: 'public',
    body: teacher.teacherRegisterBody,
    answer: signUpAnswer,
    botCheck: 'register',
    doc: {
      operationId: 'teacherRegister',
      tag: 'Teacher workspace',
      summary: 'Create a teacher account',
      description: 'Same origin only. Same rules and answer as /api/auth/register (no session, the same answer for an address that has an account); the account has the role teacher. Sign in next with /api/auth/login.',
      bodyName: 'TeacherRegisterRequest',
      answerName: 'SignUp',
      status: 201,
      success: 'Accepted; sign in next.',
      failures: { 400: BAD_FIELDS, 403: 'Not from this site.', 429: 'Too many sign-ups from this client.' },
    },
  },
  'GET /api/teacher/me': { access: 'teacher', answer: teacher.teacherAnswer, doc: teacher.teacherDoc({ operationId: 'teacherMe', summary: 'The signed-in teacher', answerName: 'Teacher' }) },
  'PATCH /api/teacher/me': {
    access: 'teacher',
    body: teacher.teacherUpdateBody,
    answer: teacher.teacherAnswer,
    doc: teacher.teacherDoc({ operationId: 'teacherUpdate', summary: 'Change the display name or school', bodyName: 'TeacherUpdate', answerName: 'Teacher', failures: teacher.REFUSED }),
  },
  'POST /api/teacher/me/password': {
    access: 'teacher',
    body: teacher.passwordChangeBody,
    answer: teacher.passwordChangeAnswer,
    doc: teacher.teacherDoc({ operationId: 'teacherPassword', summary: 'Change the password', description: 'Every other session of the account ends; this browser gets a new one.', bodyName: 'PasswordChange', answerName: 'PasswordChanged', cookie: true, failures: { 400: 'A field is refused, or the current password is wrong.' } }),
  },
  'POST /api/teacher/me/delete': {
    access: 'teacher',
    body: teacher.accountDeleteBody,
    answer: teacher.accountDeleteAnswer,
    doc: teacher.teacherDoc({ operationId: 'teacherDelete', summary: 'Delete my account', description: 'Deletes every activity, class, student, assignment and result of the teacher, and the account, in one batch; audited with a hash of the address. The session ends.', bodyName: 'AccountDelete', answerName: 'AccountDeleted', failures: { 400: 'The password is wrong, or DELETE was not typed.' } }),
  },
  'GET /api/teacher/activities': { access: 'teacher', answer: teacher.activityListAnswer, doc: teacher.teacherDoc({ operationId: 'listActivities', summary: "The teacher's activities, last changed first", answerName: 'ActivityList' }) },
  'POST /api/teacher/activities': {
    access: 'teacher',
    body: teacher.activityBody,
    answer: teacher.activityAnswer,
    doc: teacher.teacherDoc({ operationId: 'createActivity', summary: 'Create an activity', description: "Content by the template's kind; settings checked by the tool's own declaration.", bodyName: 'ActivityRequest', answerName: 'ActivityAnswer', status: 201, success: 'Created.', failures: teacher.REFUSED }),
  },
  'GET /api/teacher/activities/:id': { access: 'teacher', answer: teacher.activityAnswer, doc: teacher.teacherDoc({ operationId: 'getActivity', summary: 'One activity', answerName: 'ActivityAnswer', failures: teacher.NOT_OWN }) },
  'PUT /api/teacher/activities/:id': {
    access: 'teacher',
    body: teacher.activityBody,
    answer: teacher.activityAnswer,
    doc: teacher.teacherDoc({ operationId: 'updateActivity', summary: 'Replace an activity’s title, template, content and settings', bodyName: 'ActivityRequest', answerName: 'ActivityAnswer', failures: { ...teacher.REFUSED, ...teacher.NOT_OWN } }),
  },
  'DELETE /api/teacher/activities/:id': { access: 'teacher', answer: teacher.deletedAnswer, doc: teacher.teacherDoc({ operationId: 'deleteActivity', summary: 'Delete an activity, its assignments and their results', answerName: 'Deleted', failures: teacher.NOT_OWN }) },
  'POST /api/teacher/activities/:id/duplicate': { access: 'teacher', answer: teacher.activityAnswer, doc: teacher.teacherDoc({ operationId: 'duplicateActivity', summary: 'Copy an activity (not shared)', answerName: 'ActivityAnswer', status: 201, success: 'The copy.', failures: teacher.NOT_OWN }) },
  'POST /api/teacher/activities/:id/template': {
    access: 'teacher',
    body: teacher.switchTemplateBody,
    answer: teacher.activityAnswer,
    doc: teacher.teacherDoc({ operationId: 'switchTemplate', summary: 'Play the same content as another template', description: 'Keeps the settings the new template takes.', bodyName: 'SwitchTemplate', answerName: 'ActivityAnswer', failures: { 400: 'The template cannot play this content.', ...teacher.NOT_OWN } }),
  },
  'POST /api/teacher/activities/:id/share': { access: 'teacher', answer: teacher.activityAnswer, doc: teacher.teacherDoc({ operationId: 'shareActivity', summary: 'Share by code (/play/<code>); sharing again brings the same code back', answerName: 'ActivityAnswer', failures: teacher.NOT_OWN }) },
  'DELETE /api/teacher/activities/:id/share': { access: 'teacher', answer: teacher.activityAnswer, doc: teacher.teacherDoc({ operationId: 'unshareActivity', summary: 'Stop sharing: the link says it is no longer shared', answerName: 'ActivityAnswer', failures: teacher.NOT_OWN }) },
  'GET /api/teacher/classes': { access: 'teacher', answer: teacher.classListAnswer, doc: teacher.teacherDoc({ operationId: 'listClasses', summary: "The teacher's classes", answerName: 'ClassList' }) },
  'POST /api/teacher/classes': {
    access: 'teacher',
    body: teacher.classBody,
    answer: teacher.classAnswer,
    doc: teacher.teacherDoc({ operationId: 'createClass', summary: 'Create a class with a join code', bodyName: 'ClassRequest', answerName: 'ClassAnswer', status: 201, success: 'Created.', failures: teacher.REFUSED }),
  },
  'GET /api/teacher/classes/:id': { access: 'teacher', answer: teacher.classAnswer, doc: teacher.teacherDoc({ operationId: 'getClass', summary: 'A class with its students', answerName: 'ClassAnswer', failures: teacher.NOT_OWN }) },
  'PATCH /api/teacher/classes/:id': {
    access: 'teacher',
    body: teacher.classUpdateBody,
    answer: teacher.classAnswer,
    doc: teacher.teacherDoc({ operationId: 'updateClass', summary: 'Rename a class, or turn its picture password on or off', bodyName: 'ClassUpdate', answerName: 'ClassAnswer', failures: { ...teacher.REFUSED, ...teacher.NOT_OWN } }),
  },
  'DELETE /api/teacher/classes/:id': { access: 'teacher', answer: teacher.deletedAnswer, doc: teacher.teacherDoc({ operationId: 'deleteClass', summary: 'Delete a class, its students, assignments and results', answerName: 'Deleted', failures: teacher.NOT_OWN }) },
  'POST /api/teacher/classes/:id/join-code': { access: 'teacher', answer: teacher.classAnswer, doc: teacher.teacherDoc({ operationId: 'newJoinCode', summary: 'A new join code (the old one stops working)', answerName: 'ClassAnswer', failures: teacher.NOT_OWN }) },
  'POST /api/teacher/classes/:id/students': {
    access: 'teacher',
    body: teacher.studentsAddBody,
    answer: teacher.classAnswer,
    doc: teacher.teacherDoc({ operationId: 'addStudents', summary: 'Add students: first names, or a first name and an initial', description: 'Each gets a picture id; at most 60 students a class.', bodyName: 'StudentsAdd', answerName: 'ClassAnswer', status: 201, success: 'The class with them.', failures: { ...teacher.REFUSED, ...teacher.NOT_OWN } }),
  },
  'PATCH /api/teacher/classes/:id/students/:studentId': {
    access: 'teacher',
    body: teacher.studentUpdateBody,
    answer: teacher.studentAnswer,
    doc: teacher.teacherDoc({ operationId: 'updateStudent', summary: 'Rename a student, change their picture, or move them to another class of the teacher', bodyName: 'StudentUpdate', answerName: 'StudentAnswer', failures: { ...teacher.REFUSED, ...teacher.NOT_OWN } }),
  },
  'DELETE /api/teacher/classes/:id/students/:studentId': { access: 'teacher', answer: teacher.deletedAnswer, doc: teacher.teacherDoc({ operationId: 'removeStudent', summary: 'Remove a student and their results', answerName: 'Deleted', failures: teacher.NOT_OWN }) },
  'GET /api/teacher/students/:id/history': { access: 'teacher', answer: teacher.studentHistoryAnswer, doc: teacher.teacherDoc({ operationId: 'studentHistory', summary: "A student's results, newest first", answerName: 'StudentHistory', failures: teacher.NOT_OWN }) },
  'GET /api/teacher/assignments': { access: 'teacher', answer: teacher.assignmentListAnswer, doc: teacher.teacherDoc({ operationId: 'listAssignments', summary: "The teacher's assignments, newest first", answerName: 'AssignmentList' }) },
  'POST /api/teacher/assignments': {
    access: 'teacher',
    body: teacher.assignmentBody,
    answer: teacher.assignmentAnswer,
    doc: teacher.teacherDoc({ operationId: 'createAssignment', summary: 'Assign an activity to a class', description: 'With an optional due date and an attempt rule (every, first, best); its code opens /play/<code> with the class’s names to pick.', bodyName: 'AssignmentRequest', answerName: 'AssignmentAnswer', status: 201, success: 'Created.', failures: { ...teacher.REFUSED, ...teacher.NOT_OWN } }),
  },
  'DELETE /api/teacher/assignments/:id': { access: 'teacher', answer: teacher.deletedAnswer, doc: teacher.teacherDoc({ operationId: 'deleteAssignment', summary: 'Delete an assignment and its results', answerName: 'Deleted', failures: teacher.NOT_OWN }) },
  'GET /api/teacher/assignments/:id/report': { access: 'teacher', answer: teacher.reportAnswer, doc: teacher.teacherDoc({ operationId: 'assignmentReport', summary: 'Who has played and who has not, scores by the attempt rule, and each item hardest first', answerName: 'Report', failures: teacher.NOT_OWN }) },
  'DELETE /api/teacher/assignments/:id/results/:resultId': { access: 'teacher', answer: teacher.deletedAnswer, doc: teacher.teacherDoc({ operationId: 'removeResult', summary: 'Remove one result from the report (one that is not right)', answerName: 'Deleted', failures: teacher.NOT_OWN }) },
  'GET /api/teacher/assignments/:id/export': { access: 'teacher', query: teacher.reportCsvQuery, answer: teacher.reportCsv, download: 'text/csv', doc: teacher.teacherDoc({ operationId: 'exportAssignment', summary: 'The report as CSV, one row per attempt and a column per item, its times in the zone asked for', answerName: 'ReportCsv', failures: { ...teacher.REFUSED, ...teacher.NOT_OWN } }) },
  // A student’s play: no sign-in; the code is the key. Rate-limited per client and per code from a client.
  'GET /api/play/:code': {
    access: 'public',
    params: teacher.codeParams,
    answer: teacher.playAnswer,
    doc: teacher.playDoc({
      operationId: 'play',
      summary: 'An activity by its share code or an assignment’s code',
      description: 'An assignment’s code also names the class’s students (first names and picture ids); with a student’s play token (Authorization: Bearer, not spent by reading) the answer carries their spaced review (`review`): words they missed in the class’s games that are due again, decodable at the activity’s lesson, at most a third of a round. An activity that is no longer shared answers status "unshared".',
      answerName: 'Play',
    }),
  },
  'POST /api/play/:code/sign-in': {
    access: 'public',
    params: teacher.codeParams,
    body: teacher.playSignInBody,
    answer: teacher.playSignInAnswer,
    doc: teacher.playDoc({
      operationId: 'playSignIn',
      summary: 'A student picks their name (and their secret picture, where the class has the picture password)',
      description: 'With an assignment’s code or the class’s join code. The token lets one result of the class’s assignments in, within two hours; each result’s answer carries the next.',
      bodyName: 'PlaySignIn',
      answerName: 'PlayToken',
      failures: { 400: 'A field is refused, or the picture is not the student’s (see fields).' },
    }),
  },
  'POST /api/play/:code/results': {
    access: 'public',
    params: teacher.codeParams,
    body: teacher.resultBody,
    answer: teacher.resultAnswer,
    doc: teacher.playDoc({
      operationId: 'sendResult',
      summary: 'One finished play of an assignment',
      description: 'Needs the student’s play token (Authorization: Bearer, from /sign-in or the last result’s `next`), which the result spends, and the header Idempotency-Key (8 to 64 of A-Z a-z 0-9 _ -), made once per attempt: the same key again is the same attempt (200, duplicate true). The score and maximum are bounded by the activity’s items. A refused body stores nothing; an activity’s own share code stores nothing (404).',
      bodyName: 'Result',
      answerName: 'ResultRecorded',
      status: 201,
      success: 'Recorded (200 for a key already recorded).',
      headers: { 'Idempotency-Key': 'The attempt’s key: 8 to 64 of A-Z a-z 0-9 _ -.', Authorization: 'Bearer and the student’s play token.' },
      failures: { ...teacher.REFUSED, 401: 'No play token, or one spent, expired or of another student or class: the student picks their name again.' },
    }),
  },
  'GET /api/join/:code': {
    access: 'public',
    params: teacher.codeParams,
    answer: teacher.joinAnswer,
    doc: teacher.playDoc({ operationId: 'joinClass', summary: 'A class by its join code: first names, picture ids and assignments', answerName: 'Join' }),
  },
  // Phonics (contract/phonics.ts): the scope and sequence, the analyser, the lessons' word banks.
  'GET /api/phonics/lessons': {
    access: 'public',
    answer: lessonsAnswer,
    doc: phonicsDoc({
      operationId: 'phonicsLessons',
      summary: 'The scope and sequence: lessons in teaching order, each with the pattern ids it introduces',
      description: 'Every pattern id is introduced by exactly one lesson.',
      answerName: 'PhonicsLessons',
      success: 'The lessons, numbered from 1.',
    }),
  },
  'POST /api/phonics/analyze': {
    access: 'public',
    body: analyzeBody,
    refusal: 'first-problem',
    answer: analyzeAnswer,
    doc: phonicsDoc({
      operationId: 'phonicsAnalyze',
      summary: 'Words analysed: graphemes aligned to sounds, pattern ids, syllables and the first lesson that makes each decodable',
      description:
        `1 to ${PHONICS_LIMITS.words} words of 1 to ${PHONICS_LIMITS.letters} characters. A real word's sounds come from the CMU pronouncing dictionary (ARPAbet without stress); ` +
        'anything else is read as a pseudo-word by the spelling rules. A word with characters other than letters is answered on its own (lesson null, with a note), not refused. ' +
        'lesson is null when a part of the word is outside the sequence (the note says which); with lesson in the body, beyond says whether the word needs a later lesson.',
      bodyName: 'PhonicsAnalyzeRequest',
      answerName: 'PhonicsAnalysis',
      success: 'One analysis per word, in the order sent.',
      failures: { 400: 'No words, more than 200, a word longer than 30 characters, or a lesson that does not exist; the error says which.' },
    }),
  },
  'GET /api/phonics/lessons/:n/words': {
    access: 'public',
    params: lessonParams,
    query: lessonWordsQuery,
    refusal: 'first-problem',
    answer: lessonWordsAnswer,
    doc: phonicsDoc({
      operationId: 'phonicsLessonWords',
      summary: "A lesson's word bank: words decodable at lesson n, most using a pattern it introduces, common words first",
      description: `count: 1 to ${PHONICS_LIMITS.count} (default ${PHONICS_LIMITS.defaultCount}); kind: real (default) or pseudo. None is a word a child should not read.`,
      answerName: 'PhonicsLessonWords',
      success: 'Up to count distinct words.',
      failures: { 400: 'count or kind is not one of the allowed values.', 404: 'There is no such lesson.' },
    }),
  },
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
