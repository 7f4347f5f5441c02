import { describe, expect, it } from 'vitest';
import { minifyCss, minifyMarkedTemplates } from './css-templates';

describe('minifyCss', () => {
  it('drops comments and the spaces CSS does not need', () => {
    const css = `
/* the card */
.card {
  position: relative;   margin: 0 auto;
  box-shadow: 0 1px 3px rgb(31 41 51 / 0.2), 0 6px 20px rgb(31 41 51 / 0.1);
}
:host > .a :focus-visible { width: calc(100% - 2rem); }
@media (prefers-reduced-motion: reduce) { .card { transition: none; } }
`;
    expect(minifyCss(css).css).toBe(
      ' .card{position:relative;margin:0 auto;box-shadow:0 1px 3px rgb(31 41 51 / 0.2),0 6px 20px rgb(31 41 51 / 0.1)}' +
        ':host>.a :focus-visible{width:calc(100% - 2rem)}@media (prefers-reduced-motion:reduce){.card{transition:none}}',
    );
  });

  it('leaves quoted strings as they are, also one left open for an interpolation', () => {
    expect(minifyCss(`.s::before { content: '★ , { x ;'; }`).css).toBe(`.s::before{content:'★ , { x ;'}`);
    expect(minifyCss(`.t[data-tint="`)).toEqual({ css: '.t[data-tint="', quote: '"' });
    expect(minifyCss(`"] { --x : 1 }`, '"')).toEqual({ css: '"]{--x :1}', quote: null });
  });
});

describe('minifyMarkedTemplates', () => {
  it('minifies only templates marked /* css */, around their interpolations', () => {
    const source = [
      'const plain = `keep   {  this }`;',
      "export const styles = base + /* css */ `",
      '.pen[data-pen="${pen.name}"] {  --_pen:  ${pen.color};  border: ${a} ${b} solid; }',
      '${PENS.map((p) => `.x { a: ${p} }`).join(\'\\n\')}',
      '.b  {  color :  red ; }',
      '`;',
    ].join('\n');
    expect(minifyMarkedTemplates(source)).toBe(
      [
        'const plain = `keep   {  this }`;',
        'export const styles = base + /* css */ ` .pen[data-pen="${pen.name}"]{--_pen:${pen.color};border:${a} ${b} solid}' +
          "${PENS.map((p) => `.x { a: ${p} }`).join('\\n')} .b{color :red}`;",
      ].join('\n'),
    );
  });
});
