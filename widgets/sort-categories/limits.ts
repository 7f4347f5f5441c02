// Sort Categories' limits for a teacher's groups, apart from the rules so the declaration (which
// the site and the worker read) carries only these numbers.

/** 2 to 4 groups with titles of up to 30 characters; up to 100 items of up to 40 characters in all. */
export const GROUP_LIMITS = { minGroups: 2, maxGroups: 4, titleLength: 30, maxItems: 100, itemLength: 40 } as const;

/** Room for every group at its longest: titles, items, their commas, colons and bars. */
export const GROUPS_TEXT_LENGTH = GROUP_LIMITS.maxGroups * (GROUP_LIMITS.titleLength + 2) + GROUP_LIMITS.maxItems * (GROUP_LIMITS.itemLength + 1);
