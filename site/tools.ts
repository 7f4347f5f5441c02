import type { IconName } from './components/Icon';

/** A student tool as the site shows it: at `/student-apps/<route>`, in the VERSE Tools menu and on /student-apps. */
export type SiteTool = {
  route: string;
  tag: `verse-${string}`;
  /** The tool's name: page title `<name> - VERSE`, menu entry, card heading. */
  name: string;
  blurb: string;
  icon: IconName;
  /** Not listed in the menu (the route still works). */
  unlisted?: boolean;
};

export const tools: SiteTool[] = [
  { route: 'letter-tiles', tag: 'verse-letter-tiles', name: 'Letter Tiles', blurb: 'Build words with letter, sound and suffix tiles.', icon: 'spell' },
  { route: 'writing-paper', tag: 'verse-writing-paper', name: 'Writing Paper', blurb: 'Handwriting lines to write on with a pen, finger or mouse.', icon: 'pencil' },
  { route: 'b-and-d', tag: 'verse-b-and-d', name: 'b and d', blurb: 'Drive the car along the letter to tell b from d.', icon: 'letters' },
  { route: 'vowel-sounds', tag: 'verse-vowel-sounds', name: 'Vowel Sounds', blurb: 'Tap each vowel and hear its short sound.', icon: 'sparkle' },
  { route: 'alphabet-sequencing-game', tag: 'verse-alphabet-sequencing', name: 'Alphabet Sequencing', blurb: 'Find the letters a to z, in order, hidden in a story.', icon: 'target' },
  { route: 'pdf-viewer', tag: 'verse-pdf-viewer', name: 'PDF Viewer', blurb: 'Read worksheets and readers, and write on the pages.', icon: 'book' },
  { route: 'alphabetical-order', tag: 'verse-alphabetical-order', name: 'Alphabetical Order', blurb: 'Put groups of letters back in alphabetical order.', icon: 'puzzle' },
  { route: 'grammar', tag: 'verse-grammar', name: 'Grammar', blurb: 'Put the word-class animals on picture word cards: noun, verb, adjective and more.', icon: 'book' },
  { route: 'name-it', tag: 'verse-name-it', name: 'Name It', blurb: 'Two players race to find the picture their card shares with the centre card.', icon: 'eye' },
  { route: 'math-it', tag: 'verse-math-it', name: 'Math It', blurb: 'Two players race to pick the answer to the same sum.', icon: 'math' },
  { route: 'whack-a-mole', tag: 'verse-whack-a-mole', name: 'Whack-a-mole', blurb: 'Whack the moles that carry the word or the sound pattern asked for.', icon: 'hand' },
  { route: 'match-it', tag: 'verse-match-it', name: 'Match It', blurb: 'Beat the clock: find the card that matches the centre card, number or letter.', icon: 'clock' },
  { route: 'group-it', tag: 'verse-match-it', name: 'Match It', blurb: 'Beat the clock: find the card that matches the centre card, number or letter.', icon: 'clock', unlisted: true },
  { route: 'ice-fishers', tag: 'verse-ice-fishers', name: 'Ice Fishers', blurb: 'Catch the fish that carry the sound, letter or number asked for.', icon: 'target' },
  { route: 'place-value-showdown', tag: 'verse-place-value-showdown', name: 'Place Value Showdown', blurb: 'Put each digit drawn in the ones, tens or hundreds: the greater number wins the round.', icon: 'math' },
];

export const toolPath = (tool: SiteTool) => `/student-apps/${tool.route}`;
