// What a student's play and the teacher's screens check in the browser, apart from the schemas of
// contract/teacher.ts (which re-exports them): a student's page needs the codes and the pictures,
// not Zod and every schema of the workspace, before it can show a child anything.

/** Share codes, class join codes and assignment codes: 8 characters of Crockford base32 (40 random bits), case-insensitive. @public */
export const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** The drawn pictures a student is known by (the site draws them); a class hands them out in this order. */
export const STUDENT_PICTURES = [
  'fox', 'owl', 'bear', 'cat', 'dog', 'frog', 'lion', 'panda', 'rabbit', 'tiger', 'whale', 'bee',
  'duck', 'koala', 'penguin', 'turtle', 'zebra', 'horse', 'monkey', 'snail', 'hedgehog', 'octopus', 'giraffe', 'elephant',
] as const;
export type StudentPicture = (typeof STUDENT_PICTURES)[number];

/**
 * The pictures a student's secret picture (their picture password) is one of: a grid a child can
 * scan. Never the picture they are shown by. @public
 */
export const PASSWORD_PICTURES = STUDENT_PICTURES.slice(0, 12) as readonly StudentPicture[];
