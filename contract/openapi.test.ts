import { describe, expect, it } from 'vitest';
import { openApiDocument, type JsonSchema } from './openapi';
import { BOT_CHECK_ACTIONS } from './rules';

const document = openApiDocument();
type Op = { operationId: string; description?: string; requestBody?: { content: Record<string, { schema: { $ref: string } }> }; responses: Record<string, unknown> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, Op>).map(([method, op]) => ({ path, method, op })),
);

/** Every `$ref` anywhere in a value. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refs(inner)));
  }
  return [];
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and plain JSON', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('has one operation per call of the API, each with its own id', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual(
      [
        'GET /api/auth/me',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/auth/password-reset',
        'POST /api/auth/password-reset/confirm',
        'POST /api/auth/register',
        'POST /api/auth/sign-in-link',
        'POST /api/auth/sign-in-link/confirm',
        'POST /api/bookConsultation',
        'POST /api/contactForms',
        'POST /api/existingBookings',
        'POST /api/getAvailabilityV2',
        'POST /api/holdSlot',
        'POST /api/intakeForms',
        'POST /api/releaseSlot',
        // The teacher workspace and students' play (contract/teacher.ts).
        'POST /api/teacher/register',
        'GET /api/teacher/me',
        'PATCH /api/teacher/me',
        'POST /api/teacher/me/password',
        'POST /api/teacher/me/delete',
        'GET /api/teacher/activities',
        'POST /api/teacher/activities',
        'GET /api/teacher/activities/{id}',
        'PUT /api/teacher/activities/{id}',
        'DELETE /api/teacher/activities/{id}',
        'POST /api/teacher/activities/{id}/duplicate',
        'POST /api/teacher/activities/{id}/template',
        'POST /api/teacher/activities/{id}/share',
        'DELETE /api/teacher/activities/{id}/share',
        'GET /api/teacher/classes',
        'POST /api/teacher/classes',
        'GET /api/teacher/classes/{id}',
        'PATCH /api/teacher/classes/{id}',
        'DELETE /api/teacher/classes/{id}',
        'POST /api/teacher/classes/{id}/join-code',
        'POST /api/teacher/classes/{id}/students',
        'PATCH /api/teacher/classes/{id}/students/{studentId}',
        'DELETE /api/teacher/classes/{id}/students/{studentId}',
        'GET /api/teacher/students/{id}/history',
        'GET /api/teacher/assignments',
        'POST /api/teacher/assignments',
        'DELETE /api/teacher/assignments/{id}',
        'DELETE /api/teacher/assignments/{id}/results/{resultId}',
        'GET /api/teacher/assignments/{id}/report',
        'GET /api/teacher/assignments/{id}/export',
        'GET /api/play/{code}',
        'POST /api/play/{code}/results',
        'POST /api/play/{code}/sign-in',
        'GET /api/join/{code}',
        'GET /api/phonics/lessons',
        'POST /api/phonics/analyze',
        'GET /api/phonics/lessons/{n}/words',
      ].sort(),
    );
  });

  it('resolves every reference', () => {
    for (const ref of refs(document)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    }
  });

  it('documents the bot-check action and its 403 on every call that takes a token, and only there', () => {
    const guarded = operations.filter(({ op }) => op.responses['403'] && op.description?.includes('Bot-check action'));
    expect(guarded.map(({ op }) => op.operationId).sort()).toEqual(['bookConsultation', 'contactForms', 'existingBookings', 'getAvailabilityV2', 'holdSlot', 'intakeForms', 'login', 'register', 'requestPasswordReset', 'requestSignInLink', 'teacherRegister']);
    const actions = new Set(guarded.map(({ op }) => /Bot-check action: `(\w+)`/.exec(op.description!)![1]));
    expect([...actions].sort()).toEqual([...BOT_CHECK_ACTIONS].sort());
    expect(operations.find(({ op }) => op.operationId === 'releaseSlot')!.op.description).not.toContain('Bot-check action');
  });

  it('gives every field of every request body a described shape (nothing left as "any")', () => {
    const bodies = operations.filter(({ op }) => op.requestBody).map(({ op }) => op.requestBody!.content['application/json']!.schema.$ref.split('/').pop()!);
    const objects = (schema: JsonSchema): JsonSchema[] =>
      schema.type === 'object' ? [schema] : ([...((schema.oneOf as JsonSchema[]) ?? []), ...((schema.anyOf as JsonSchema[]) ?? [])] as JsonSchema[]).flatMap(objects);
    for (const name of bodies) {
      const variants = objects(document.components.schemas[name]!);
      expect(variants.length, name).toBeGreaterThan(0);
      for (const variant of variants) {
        for (const [field, shape] of Object.entries(variant.properties as Record<string, JsonSchema>)) {
          expect(Object.keys(shape).some((key) => ['type', 'anyOf', 'oneOf', 'const', 'enum'].includes(key)), `${name}.${field}`).toBe(true);
        }
      }
    }
  });

  it('lists what a body must carry, as the schemas require it', () => {
    const { schemas } = document.components;
    const required = (name: string) => [...((schemas[name]!.required as string[]) ?? [])].sort();
    expect(required('HoldSlotRequest')).toEqual(['dateISO', 'recaptchaToken', 'startISO']);
    expect(required('ReleaseSlotRequest')).toEqual(['lockId']);
    expect(required('RegisterRequest')).toEqual(['email', 'password', 'recaptchaToken']);
    expect(schemas.SignUp).toMatchObject({ properties: { user: { type: 'null' }, checkEmail: { const: true } } });
    const intake = schemas.IntakeForm!.oneOf as JsonSchema[];
    expect(intake.map((variant) => (variant.properties as { leadSource: { const: string } }).leadSource.const)).toEqual(['intake_form', 'landing_page_intake']);
    expect((intake[0]!.properties as Record<string, JsonSchema>).strengths).toEqual({ anyOf: [{ type: 'string', maxLength: 250 }, { type: 'null' }] });
  });
});
