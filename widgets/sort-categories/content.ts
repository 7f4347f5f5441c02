import { readWordList } from '../tool-kit/content';
import { GROUP_LIMITS } from './limits';
import { builtInContent, isPicture, type Content } from './ready';
import { PICTURE_KEYS } from '../tool-kit/pictures';
import type { SortGroup } from './sorts';

// A teacher's groups read from their setting's text, with a sentence naming what is wrong when one
// is malformed or breaks a limit. Free of the DOM; loaded only when a teacher gave text (play.tsx).

/**
 * A teacher's groups from the `groups` text: `title:item,item` with `|` or new lines between
 * groups; an item is a word, or a picture by its name (`pic.sun`, in either case). Empty, with `problem` naming what is wrong, when one is malformed or a limit is broken.
 */
export function readGroups(text: string | undefined): { groups: SortGroup[]; problem?: string } {
  if (!text?.trim()) return { groups: [] };
  const parts = text
    .split(/[|\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const { minGroups, maxGroups, titleLength, maxItems, itemLength } = GROUP_LIMITS;
  const fail = (problem: string) => ({ groups: [], problem: `${problem} Playing the built-in sort instead.` });
  if (parts.length < minGroups || parts.length > maxGroups) return fail(`There ${parts.length === 1 ? 'is 1 group' : `are ${parts.length} groups`}; a sort needs ${minGroups} to ${maxGroups}.`);
  const groups: SortGroup[] = [];
  const seen = new Map<string, string>();
  for (const part of parts) {
    const at = part.indexOf(':');
    const title = part.slice(0, at).trim().replace(/\s+/g, ' ');
    if (at < 0 || !title) return fail(`"${part.slice(0, 30)}" is not a group: write its title, a colon and its items, as in short a:cat,map.`);
    if (title.length > titleLength) return fail(`The title "${title.slice(0, titleLength)}…" is longer than ${titleLength} characters.`);
    const items = readWordList(part.slice(at + 1), { maxItems, maxLength: itemLength, minItems: 1 });
    if (items.problem) return fail(`In "${title}": ${items.problem.replace(' Playing the built-in words instead.', '')}`);
    if (!items.words.length) return fail(`The group "${title}" has no items.`);
    for (const [i, item] of items.words.entries()) {
      if (isPicture(item)) {
        if (!PICTURE_KEYS.has(item.toLowerCase())) return fail(`"${item}" names none of the pictures: write pic. and a picture's name, as in pic.sun. The pictures: ${[...PICTURE_KEYS.keys()].map((k) => k.slice(4)).join(', ')}.`);
        items.words[i] = item.toLowerCase();
      }
      const other = seen.get(item.toLowerCase());
      if (other !== undefined) return fail(`"${item}" is in ${other === title ? `"${title}" twice` : `both "${other}" and "${title}"`}; an item belongs to one group.`);
      seen.set(item.toLowerCase(), title);
    }
    if (groups.some((g) => g.title.toLowerCase() === title.toLowerCase())) return fail(`Two groups are called "${title}".`);
    groups.push({ title, items: items.words });
  }
  if (seen.size > maxItems) return fail(`The groups have ${seen.size} items; up to ${maxItems} fit.`);
  return { groups };
}

/** What a round sorts: the teacher's groups when they are good, else the built-in sort's; and the sentence about bad content. */
export function readContent(list: string, text: string | undefined): Content {
  const own = readGroups(text);
  if (own.groups.length) return { groups: own.groups, own: true };
  return { ...builtInContent(list), problem: own.problem };
}
