// What a teacher's activity holds, for the tools' declarations (widgets/<tool>/tool.ts `teacher`)
// and the wire format (contract/teacher.ts) alike: a module with no imports, so neither side
// imports the other for it.

/** What an activity's content is: a word list, sentences, groups, or nothing (settings only). @public */
export const CONTENT_KINDS = ['words', 'sentences', 'groups', 'none'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
