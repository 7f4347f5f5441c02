// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, TINTS } from './comfort';
import { toolStyles } from './styles';

describe('toolStyles', () => {
  it('parses as a constructed stylesheet, as adoptStyles installs it', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(toolStyles);
    expect(sheet.cssRules.length).toBeGreaterThan(20);
  });

  it('gives every tint, font and the wide spacing a rule of the shell', () => {
    for (const [name, tint] of Object.entries(TINTS)) {
      if (tint.color) expect(toolStyles).toContain(`.tool-shell[data-tint="${name}"]{--_tool-bg:${tint.color}}`);
    }
    for (const family of Object.values(FONT_FAMILIES)) expect(toolStyles).toContain(`'${family}'`);
    expect(toolStyles).toMatch(/\.tool-shell\[data-spacing="wide"\] \{ letter-spacing: 0\.12em; word-spacing: 0\.16em;/);
    expect(toolStyles).toMatch(/\.tool-shell\[data-bg="transparent"\] \{ --_tool-bg: transparent; \}/);
  });

  it('keeps targets at 44 px or more and loads nothing itself (fonts come through the FontFace API)', () => {
    expect(toolStyles).toContain('--_target: 44px;');
    expect(toolStyles).toMatch(/\.tool-button \{[^}]*min-height: var\(--_target\); min-width: var\(--_target\);/);
    expect(toolStyles).toMatch(/\.tool-tile \{[^}]*min-width: 48px; min-height: 48px;/);
    expect(toolStyles).not.toContain('@font-face');
    expect(toolStyles).not.toMatch(/url\(/);
  });
});
