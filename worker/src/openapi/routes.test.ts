import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

type Schema = { type?: string; properties?: Record<string, unknown>; required?: string[]; oneOf?: Schema[]; anyOf?: Schema[]; $ref?: string };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, Schema> };
};

const get = (headers: Record<string, string> = {}) => SELF.fetch('http://verse.test/api/openapi.json', { headers });

describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI 3.1 document, cacheable and readable from any origin', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('ETag')).toMatch(/^(W\/)?".+"$/);
    const document = (await response.json()) as Document;
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operations.sort()).toEqual(
      [
        ...['bookConsultation', 'confirmPasswordReset', 'confirmSignInLink', 'contactForms', 'existingBookings', 'getAvailabilityV2', 'holdSlot', 'intakeForms', 'login', 'logout', 'me', 'register', 'releaseSlot', 'requestPasswordReset', 'requestSignInLink'],
        // The teacher workspace and students' play.
        ...['teacherRegister', 'teacherMe', 'teacherUpdate', 'teacherPassword', 'teacherDelete', 'listActivities', 'createActivity', 'getActivity', 'updateActivity', 'deleteActivity', 'duplicateActivity', 'switchTemplate', 'shareActivity', 'unshareActivity', 'listClasses', 'createClass', 'getClass', 'updateClass', 'deleteClass', 'newJoinCode', 'addStudents', 'updateStudent', 'removeStudent', 'studentHistory', 'listAssignments', 'createAssignment', 'deleteAssignment', 'removeResult', 'assignmentReport', 'exportAssignment', 'play', 'playSignIn', 'sendResult', 'joinClass'],
        // Phonics.
        ...['phonicsLessons', 'phonicsAnalyze', 'phonicsLessonWords'],
      ].sort(),
    );
  });

  it('answers 304 to a client that has this version', async () => {
    const etag = (await get()).headers.get('ETag')!;
    const again = await get({ 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('describes every request body by a schema that resolves, with the fields the worker requires', async () => {
    const document = (await (await get()).json()) as Document;
    const resolve = (schema: Schema) => document.components.schemas[schema.$ref!.replace('#/components/schemas/', '')]!;
    for (const methods of Object.values(document.paths)) {
      for (const op of Object.values(methods)) {
        if (!op.requestBody) continue;
        expect(resolve(op.requestBody.content['application/json']!.schema), op.operationId).toBeDefined();
      }
    }
    const { schemas } = document.components;
    expect(schemas.HoldSlotRequest!.required!.sort()).toEqual(['dateISO', 'recaptchaToken', 'startISO']);
    expect(schemas.BookConsultationRequest!.required!.sort()).toEqual(['dateISO', 'email', 'parentName', 'phone', 'recaptchaToken']);
    expect(Object.keys(schemas.BookConsultationRequest!.properties!)).toContain('timeZone');
    expect(schemas.IntakeForm!.oneOf).toHaveLength(2);
    expect(schemas.ContactForm!.anyOf ?? schemas.ContactForm!.oneOf).toHaveLength(2);
  });

  it('matches what the worker refuses: each required field of a hold, left out, is named in the 400', async () => {
    const document = (await (await get()).json()) as Document;
    const body = { startISO: '2030-01-07T15:00:00.000Z', dateISO: '2030-01-07', recaptchaToken: 'local:consultation_booking' };
    for (const field of document.components.schemas.HoldSlotRequest!.required!) {
      if (field === 'recaptchaToken') continue; // checked first, by the bot check: 403
      const { [field as keyof typeof body]: _left, ...rest } = body;
      const response = await SELF.fetch('http://verse.test/api/holdSlot', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rest) });
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields[field]).toBe('This field is required.');
    }
  });
});
