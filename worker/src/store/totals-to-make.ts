// Apart from report-totals.ts so that the seeds (scripts/) take it without the worker's types.

/**
 * The SQL that has the totals of results written by SQL rather than by a student's play (a seed,
 * the demo, the migration's results stored before the totals) made on the next report: the
 * students of the results `where` picks.
 */
export const totalsToMake = (where = 'true') =>
  // One line: D1's exec (the demo's seed) takes a statement a line.
  `INSERT INTO teacher_report_students (assignment_id, student_id, teacher_id) SELECT DISTINCT assignment_id, student_id, teacher_id FROM teacher_results WHERE ${where} ON CONFLICT (assignment_id, student_id) DO UPDATE SET ready = 0, version = version + 1;`;
