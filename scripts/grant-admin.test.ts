import { describe, expect, it } from 'vitest';
import { grantAdminSql } from './grant-admin';

describe('grantAdminSql', () => {
  it('normalises the email as sign-up does', () => {
    expect(grantAdminSql('  Dana.Smith+staff@Example.COM ')).toEqual({
      sql: "UPDATE users SET role = 'admin' WHERE email = 'dana.smith+staff@example.com'; SELECT email, role FROM users WHERE email = 'dana.smith+staff@example.com';",
    });
  });

  it.each([
    "x'; DROP TABLE users; --@example.com",
    "o'brien@example.com",
    'a@b',
    'two words@example.com',
    'back\\slash@example.com',
    'semi;colon@example.com',
    '$(reboot)@example.com',
    '',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses %j', (email) => {
    expect(grantAdminSql(email)).toHaveProperty('error');
  });
});
