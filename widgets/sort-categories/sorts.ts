// Sort Categories' built-in sorts, by step of the Orton-Gillingham sequence the word tools use:
// each group's words decodable with the sound its title names; one sorts pictures by their vowel.

export type SortGroup = { title: string; items: readonly string[] };
export type BuiltInSort = { id: string; label: string; groups: readonly SortGroup[] };

const sort = (id: string, label: string, groups: Record<string, string>): BuiltInSort => ({
  id,
  label,
  groups: Object.entries(groups).map(([title, items]) => ({ title, items: items.split(' ') })),
});

export const SORTS: readonly BuiltInSort[] = [
  sort('short-a-i', 'short a or short i', { 'short a': 'cat map bag jam fan sad', 'short i': 'pig sit win dig six lip' }),
  sort('short-o-u-e', 'short o, u or e', { 'short o': 'fox hot mop log', 'short u': 'bus cup sun mud', 'short e': 'bed hen jet web' }),
  sort('digraphs', 'sh, ch, th or wh', { sh: 'ship shop fish', ch: 'chin chip much', th: 'thin math bath', wh: 'whip when which' }),
  sort('welded', 'ang, ing, ong or ung', { ang: 'bang sang hang', ing: 'king ring sing', ong: 'long song strong', ung: 'lung hung rung' }),
  sort('suffixes', '-s, -es or -ing', { '-s': 'jumps camps cats', '-es': 'wishes boxes dishes lunches', '-ing': 'fishing helping singing' }),
  // Pictures (the project's own, by name): a child says each one's name and hears its vowel.
  sort('pictures', 'Pictures: short a, e, o or u', {
    'short a': 'pic.cat pic.hat pic.flag pic.apple',
    'short e': 'pic.bell pic.egg pic.pencil',
    'short o': 'pic.clock pic.lock pic.rocket',
    'short u': 'pic.sun pic.cup pic.umbrella',
  }),
];
