import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { knownGaps } from '../site/accessibility/gaps';
import { makeReport, makeRows, reportPath } from './vpat';

describe('the accessibility conformance report (npm run vpat)', () => {
  it('is current: site/accessibility/report.ts is what the script makes from the suite today', async () => {
    expect(await readFile(reportPath, 'utf8')).toBe(await makeReport());
  });

  it('claims Supports only where the suite checks something, and says Not Evaluated where it checks nothing', async () => {
    const rows = await makeRows();
    expect(rows).toHaveLength(55);
    for (const row of rows) {
      if (row.conformance === 'Supports') expect(row.remarks, row.criterion).toMatch(/Axe checks on every|End-to-end/);
      if (row.conformance === 'Not Evaluated') expect(row.remarks, row.criterion).toMatch(/nothing tests|No automated check/);
    }
    // Axe's colour-contrast rule runs on every page; nothing checks that focus is visible.
    expect(rows.find((row) => row.criterion === '1.4.3')).toMatchObject({ conformance: 'Supports', remarks: expect.stringContaining('color-contrast') });
    expect(rows.find((row) => row.criterion === '2.4.7')?.conformance).toBe('Not Evaluated');
    // A rule that checks one narrow case does not make the criterion supported.
    expect(rows.find((row) => row.criterion === '1.4.4')).toMatchObject({ conformance: 'Not Evaluated', remarks: expect.stringContaining('meta-viewport') });
  });

  it('marks each known gap Partially Supports, naming it', async () => {
    const rows = await makeRows();
    for (const gap of knownGaps) expect(rows.find((row) => row.criterion === gap.criterion)).toMatchObject({ conformance: 'Partially Supports', remarks: expect.stringContaining(gap.what) });
  });
});
