import { describe, expect, it } from 'vitest';
import { analyseWord } from './analyse';
import { dictionary } from './dictionary';
import { PATTERN_IDS, type PatternId } from './patterns';

// Checked by hand, word by word, against the patterns a structured-literacy teacher would name.
// Short names: a e i o u (short vowels), sh ch th wh ck ph tch dge, bi/bf (blend at the start/end),
// floss, all ng nk, a_e … u_e, open, ar or er ir ur, ai ay ee ea oa oe ow(snow) ie igh ue ew oo,
// oi oy ou OW(cow) au aw, c>s g>j, kn wr gn mb, y=e y=i, -s -es -ed -ing -er -est -ly -ful -less
// -ness, un- re- dis- pre- mis-, cle; "?" a word with a part outside the sequence (lesson null).
const REAL = `
cat:a bat:a map:a jam:a sad:a van:a wax:a yak:a ham:a rag:a tap:a fan:a
pig:i sit:i win:i lip:i fix:i dig:i him:i kid:i zip:i rib:i
dog:o hot:o mop:o box:o fox:o log:o top:o rod:o cot:o job:o
sun:u cup:u bug:u mud:u rug:u tub:u hut:u gum:u nut:u bus:u
bed:e pen:e wet:e leg:e hen:e web:e yes:e ten:e red:e jet:e
cats:a,-s dogs:o,-s pigs:i,-s cups:u,-s beds:e,-s maps:a,-s hens:e,-s bugs:u,-s
stop:bi,o frog:bi,o flag:bi,a plan:bi,a swim:bi,i drum:bi,u trip:bi,i spin:bi,i glad:bi,a crab:bi,a skip:bi,i snap:bi,a slip:bi,i grin:bi,i clap:bi,a step:bi,e
hand:a,bf lamp:a,bf best:e,bf milk:i,bf jump:u,bf tent:e,bf desk:e,bf raft:a,bf gift:i,bf belt:e,bf list:i,bf pond:o,bf mask:a,bf
stamp:bi,a,bf blend:bi,e,bf crust:bi,u,bf frost:bi,o,bf plant:bi,a,bf trust:bi,u,bf skunk:bi,u,nk
bell:e,floss miss:i,floss off:o,floss buzz:u,floss hill:i,floss mess:e,floss puff:u,floss fizz:i,floss doll:o,floss kiss:i,floss cliff:bi,i,floss dress:bi,e,floss grass:bi,a,floss sniff:bi,i,floss spell:bi,e,floss jazz:a,floss
ball:all tall:all call:all fall:all wall:all hall:all small:bi,all mall:all stall:bi,all
duck:u,ck back:a,ck neck:e,ck sock:o,ck kick:i,ck pack:a,ck lock:o,ck truck:bi,u,ck black:bi,a,ck stick:bi,i,ck clock:bi,o,ck
ship:sh,i fish:i,sh shop:sh,o wish:i,sh shut:sh,u dish:i,sh cash:a,sh shell:sh,e,floss rush:u,sh flash:bi,a,sh
thin:th,i path:a,th bath:a,th math:a,th thick:th,i,ck with:i,th moth:o,th that:th,a them:th,e then:th,e
chop:ch,o chin:ch,i rich:i,ch much:u,ch chip:ch,i chat:ch,a such:u,ch lunch:u,bf,ch bench:e,bf,ch check:ch,e,ck chest:ch,e,bf
when:wh,e whip:wh,i which:wh,i,ch whiz:wh,i phone:ph,o_e graph:bi,a,ph
king:i,ng long:o,ng sing:i,ng ring:i,ng song:o,ng bang:a,ng hung:u,ng wing:i,ng thing:th,i,ng strong:bi,o,ng
bank:a,nk pink:i,nk sink:i,nk think:th,i,nk junk:u,nk honk:o,nk drink:bi,i,nk trunk:bi,u,nk thank:th,a,nk
catch:a,tch match:a,tch itch:i,tch fetch:e,tch patch:a,tch stretch:bi,e,tch witch:i,tch ditch:i,tch
bridge:bi,i,dge badge:a,dge fudge:u,dge edge:e,dge judge:u,dge hedge:e,dge ledge:e,dge dodge:o,dge
boxes:o,-es wishes:i,sh,-es dishes:i,sh,-es foxes:o,-es lunches:u,bf,ch,-es glasses:bi,a,floss,-es
cake:a_e make:a_e lake:a_e gate:a_e name:a_e tape:a_e game:a_e wave:a_e plane:bi,a_e snake:bi,a_e grape:bi,a_e
bike:i_e time:i_e kite:i_e ride:i_e pine:i_e hide:i_e smile:bi,i_e slide:bi,i_e white:wh,i_e shine:sh,i_e
rope:o_e home:o_e bone:o_e note:o_e hole:o_e joke:o_e stone:bi,o_e those:th,o_e hope:o_e
cute:u_e mule:u_e tube:u_e rule:u_e flute:bi,u_e these:th,e_e theme:th,e_e huge:u_e,g>j
city:c>s,i,y=e cent:c>s,e,bf face:a_e,c>s race:a_e,c>s ice:i_e,c>s rice:i_e,c>s dance:a,bf,c>s pencil:e,c>s,i cell:c>s,e,floss
gem:g>j,e cage:a_e,g>j page:a_e,g>j large:ar,g>j magic:a,g>j,i stage:bi,a_e,g>j gym:?
jumped:u,bf,-ed rested:e,bf,-ed hunted:u,bf,-ed wished:i,sh,-ed filled:i,floss,-ed kicked:i,ck,-ed hopped:o,-ed landed:a,bf,-ed
fishing:i,sh,-ing jumping:u,bf,-ing running:u,-ing sitting:i,-ing singing:i,ng,-ing resting:e,bf,-ing kicking:i,ck,-ing making:a_e,-ing riding:i_e,-ing
go:open me:open hi:open no:open so:open he:open we:open be:open she:sh,open
my:y=i fly:bi,y=i cry:bi,y=i sky:bi,y=i dry:bi,y=i why:wh,y=i try:bi,y=i by:y=i spy:bi,y=i shy:sh,y=i
happy:a,y=e baby:open,y=e funny:u,y=e puppy:u,y=e sunny:u,y=e silly:i,y=e candy:a,y=e lady:open,y=e penny:e,y=e muddy:u,y=e
table:open,cle little:i,cle candle:a,cle apple:a,cle bubble:u,cle puddle:u,cle simple:i,cle jungle:u,ng,cle handle:a,cle purple:ur,cle
car:ar farm:ar park:ar star:bi,ar jar:ar barn:ar dark:ar card:ar shark:sh,ar smart:bi,ar
fork:or corn:or horn:or storm:bi,or sport:bi,or short:sh,or more:or store:bi,or born:or north:or,th
her:er fern:er term:er bird:ir girl:ir first:ir,bf shirt:sh,ir turn:ur burn:ur hurt:ur church:ch,ur,ch
faster:a,bf,-er fastest:a,bf,-est taller:all,-er tallest:all,-est biggest:i,-est bigger:i,-er smaller:bi,all,-er longest:o,ng,-est
rain:ai tail:ai mail:ai wait:ai paint:ai,bf train:bi,ai play:bi,ay day:ay say:ay way:ay stay:bi,ay tray:bi,ay
tree:bi,ee see:ee feet:ee green:bi,ee sleep:bi,ee seat:ea eat:ea team:ea read:ea beach:ea,ch leaf:ea meat:ea
boat:oa coat:oa road:oa soap:oa toe:oe snow:bi,ow grow:bi,ow show:sh,ow slow:bi,ow bowl:ow
pie:ie tie:ie lie:ie night:igh light:igh right:igh bright:bi,igh fight:igh
moon:oo food:oo book:oo look:oo spoon:bi,oo pool:oo foot:oo cook:oo zoo:oo
blue:bi,ue glue:bi,ue true:bi,ue clue:bi,ue new:ew few:ew grew:bi,ew chew:ch,ew flew:bi,ew
out:ou loud:ou cloud:bi,ou shout:sh,ou mouth:ou,th cow:OW now:OW down:OW town:OW brown:bi,OW owl:OW
coin:oi oil:oi soil:oi join:oi point:oi,bf boy:oy toy:oy joy:oy enjoy:e,oy
haul:au launch:au,bf,ch saw:aw paw:aw draw:bi,aw straw:bi,aw lawn:aw hawk:aw
knee:kn,ee knit:kn,i knob:kn,o knock:kn,o,ck write:wr,i_e wrap:wr,a wrist:wr,i,bf wreck:wr,e,ck gnat:gn,a gnaw:gn,aw lamb:a,mb thumb:th,u,mb crumb:bi,u,mb
sadly:a,-ly badly:a,-ly softly:o,bf,-ly helpful:e,bf,-ful thankful:th,a,nk,-ful hopeful:o_e,-ful restful:e,bf,-ful
endless:e,bf,-less helpless:e,bf,-less sadness:a,-ness illness:i,floss,-ness darkness:ar,-ness
unpack:un-,a,ck unlock:un-,o,ck refill:re-,i,floss dislike:dis-,i_e prefix:pre-,i misspell:mis-,bi,e,floss unfit:un-,i retell:re-,e,floss disgust:dis-,u,bf
about:? old:? cold:? find:? wild:? most:? father:? nation:? eight:? though:? son:? front:? young:? touch:? soup:? house:? horse:? nurse:? high:igh
`;

const PSEUDO = `
zib:i vap:a mot:o fep:e nug:u shom:sh,o thip:th,i chab:ch,a blon:bi,o grast:bi,a,bf flimp:bi,i,bf zell:e,floss vock:o,ck
jang:a,ng zunk:u,nk datch:a,tch ludge:u,dge vake:a_e zime:i_e brote:bi,o_e mune:u_e zo:open fli:bi,open zappy:a,y=e
gorble:or,cle vaim:ai zeep:ee foat:oa zight:igh voom:oo zoud:ou zoip:oi blay:bi,ay zaw:aw knop:kn,o wrib:wr,i
zibs:i,-s vashes:a,sh,-es zemped:e,bf,-ed unzib:un-,i cemp:c>s,e,bf gex:g>j,e zarn:ar sturf:bi,ur firp:ir zerk:er vorn:or
`;

const SHORT: Record<string, PatternId> = {
  a: 'short-a', e: 'short-e', i: 'short-i', o: 'short-o', u: 'short-u', bi: 'blend-initial', bf: 'blend-final',
  all: 'glued-all', ng: 'glued-ng', nk: 'glued-nk', open: 'open-syllable', ow: 'team-ow-long', OW: 'diphthong-ow',
  'c>s': 'soft-c', 'g>j': 'soft-g', 'y=e': 'y-long-e', 'y=i': 'y-long-i', floss: 'floss', cle: 'cle',
};
function patternOf(name: string): PatternId {
  if (SHORT[name]) return SHORT[name];
  if (/^[aeiou]_e$/.test(name)) return `vce-${name[0]}` as PatternId;
  if (name.startsWith('-')) return `suffix-${name.slice(1)}` as PatternId;
  if (name.endsWith('-')) return `prefix-${name.slice(0, -1)}` as PatternId;
  const id = PATTERN_IDS.find((p) => p.split('-').slice(1).join('-') === name);
  if (!id) throw new Error(`No pattern named ${name}`);
  return id;
}

type Row = { word: string; outside: boolean; patterns: PatternId[] };
const rows = (table: string): Row[] =>
  table.trim().split(/\s+/).map((cell) => {
    const [word, names] = cell.split(':') as [string, string];
    const outside = names === '?';
    return { word, outside, patterns: outside ? [] : [...new Set(names.split(',').map(patternOf))] };
  });

function agreement(table: Row[], known: boolean) {
  const misses: string[] = [];
  for (const { word, outside, patterns } of table) {
    const got = analyseWord(word, dictionary);
    const same = got.known === known && (outside ? got.lesson === null : got.lesson !== null && [...got.patterns].sort().join() === [...patterns].sort().join());
    if (!same) misses.push(`${word}: expected ${outside ? 'outside' : patterns.join(' ')}; got ${got.known ? 'known' : 'pseudo'} ${got.patterns.join(' ')} lesson ${got.lesson}`);
  }
  return { share: (table.length - misses.length) / table.length, misses };
}

describe('the analyser against words checked by hand', () => {
  const real = rows(REAL);
  const pseudo = rows(PSEUDO);

  it('covers every pattern family with at least 300 real words and 40 pseudo-words', () => {
    expect(real.length).toBeGreaterThanOrEqual(300);
    expect(pseudo.length).toBeGreaterThanOrEqual(40);
    const named = new Set([...real, ...pseudo].flatMap((row) => row.patterns));
    expect(PATTERN_IDS.filter((id) => !named.has(id))).toEqual([]);
  });

  it('agrees on at least 97% of the real words', () => {
    const { share, misses } = agreement(real, true);
    console.log(`Real words: ${real.length}, agreement ${(share * 100).toFixed(1)}%`, misses);
    expect(share).toBeGreaterThanOrEqual(0.97);
  });

  it('agrees on at least 97% of the pseudo-words, sounded out by the spelling rules', () => {
    const { share, misses } = agreement(pseudo, false);
    console.log(`Pseudo-words: ${pseudo.length}, agreement ${(share * 100).toFixed(1)}%`, misses);
    expect(share).toBeGreaterThanOrEqual(0.97);
  });
});
