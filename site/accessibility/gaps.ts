/**
 * What VERSE knows falls short of WCAG 2.2 AA, in a reader's words: the accessibility statement
 * lists these, and the conformance report (scripts/vpat.ts) marks each criterion named here
 * "Partially Supports" with the gap as its remark. Remove a gap once a test shows it fixed.
 */
export type KnownGap = { criterion: string; where: string; what: string };

export const knownGaps: KnownGap[] = [];

/** The conformance levels of the VPAT 2.5 layout. */
export type Conformance = 'Supports' | 'Partially Supports' | 'Does Not Support' | 'Not Applicable' | 'Not Evaluated';

/** One success criterion of the conformance report (site/accessibility/report.ts, made by scripts/vpat.ts). */
export type ReportRow = { criterion: string; name: string; level: 'A' | 'AA'; conformance: Conformance; remarks: string };

/** When the report and the statement were last reviewed against the suite. */
export const REVIEWED = 'November 28, 2026';
