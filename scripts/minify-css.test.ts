import { describe, expect, it } from 'vitest';
import { minifyCss, minifyCssTemplates } from './minify-css';

describe('minifyCss', () => {
  it('drops comments and layout whitespace', () => {
    expect(minifyCss('/* why */\n.a {\n  color: red;\n  margin: 0 auto;\n}\n')).toBe('.a{color:red;margin:0 auto}');
  });

  it('keeps the descendant space before a pseudo-class and inside values', () => {
    expect(minifyCss('.grid :focus-visible { outline: 3px solid var(--x, #fff); }')).toBe('.grid :focus-visible{outline:3px solid var(--x,#fff)}');
    expect(minifyCss('@media (max-width: 40rem) { .a { gap: 1rem 2rem } }')).toBe('@media (max-width:40rem){.a{gap:1rem 2rem}}');
  });

  it('leaves quoted strings alone', () => {
    expect(minifyCss(`.list li + li::before { content: ', '; }\n[aria-invalid='true'] { color: red; }`)).toBe(
      `.list li + li::before{content:', '}[aria-invalid='true']{color:red}`,
    );
  });

  it('rewrites only /* css */ templates, minifying around interpolations', () => {
    const source = 'const a = /* css */ `\n .a { color: red; }\n`;\nconst b = /* css */ `\n${a}\n.b { x: y; }\n.c ${sel} { z: 1; }`;\nconst c = `keep  me`;';
    expect(minifyCssTemplates(source)).toBe('const a = `.a{color:red}`;\nconst b = `${a} .b{x:y}.c ${sel} {z:1}`;\nconst c = `keep  me`;');
  });
});
