// The word lists of the word tools (Letter Tiles lays them out; Whack-a-mole and Ice Fishers find
// their words), each decodable with the sounds it names.

export type WordList = { id: string; label: string; words: string[] };

const list = (id: string, label: string, words: string): WordList => ({ id, label, words: words.split(' ') });

export const NO_WORDS = 'none';

/** The word lists, decodable with the sounds each names; `none` leaves the board to the student. */
export const WORD_LISTS: readonly WordList[] = [
  { id: NO_WORDS, label: 'No Words', words: [] },
  list('short-a', 'short a', 'cat bat hat map cap van jam bag rat fan pan sad tap ham dad'),
  list('short-i', 'short i', 'pig sit win big dig fin hit kid lip mix pin six zip wig'),
  list('short-o', 'short o', 'fox dog hot log mop pot top box cot jog fog rod hop pop'),
  list('short-u', 'short u', 'bus cup sun mud bug hut rug jug nut tub gum pup cub'),
  list('short-e', 'short e', 'bed hen jet leg net pen red ten vet web wet men pet'),
  list('sh-ch-th-wh', 'sh, ch, th, wh', 'ship shop fish dish chin chip chop much thin math bath with whip when which'),
  list('ang-ing-ong-ung', 'ang, ing, ong, ung', 'bang hang sang king ring sing wing thing long song strong lung hung rung swung'),
  list('ank-ink-unk', 'ank, ink, unk', 'bank tank thank drank sank pink sink think wink drink junk bunk skunk trunk chunk'),
  list('level-2', 'Level 2', 'ship chop thin whip duck back shed chin moth rich shut lock chick quack quiz'),
  list('level-3', 'Level 3', 'bell miss off buzz ball call hill puff fuzz wash wasp want mall tall fell'),
  list('level-4', 'Level 4', 'stamp frog crisp plant drum swim clap spent twist flag grin trust blend slept crust'),
  list('level-5', 'Level 5', 'jumps wishes fishing boxes helping lunches camps fastest dishes singing foxes longest dresses hottest'),
  list('level-6', 'Level 6', 'sunless thankful sadly redness reddish kitten helpful softly sickness endless quickly gladness selfish fitness restless'),
];
