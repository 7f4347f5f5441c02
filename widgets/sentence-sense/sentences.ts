// Sentence Sense's built-in sentences, by step of the Orton-Gillingham sequence the word tools
// use: each decodable with the sounds its step names, plus a few common sight words (the, a, is,
// to, was, I, he, she, we, they, of, has).

export type SentenceSet = { id: string; label: string; sentences: readonly string[] };

const set = (id: string, label: string, text: string): SentenceSet => ({ id, label, sentences: text.split('\n') });

export const SENTENCE_SETS: readonly SentenceSet[] = [
  set(
    'short-vowels',
    'Short vowels',
    `The cat sat on a mat.
Sam has a red hat.
The big pig is in the mud.
Can the dog dig a pit?
Ted got a pet hen.
The sun is hot.
Jim can hop and run.
Is the bug in the cup?`,
  ),
  set(
    'digraphs',
    'sh, ch, th, wh',
    `The fish is in the dish.
Beth can chop the log.
Which ship is red?
The moth sat on the bath.
Chad had a chip and a fish.
When will the bus get to the shop?
Seth got a rash on his chin.
The chick can peck at the path.`,
  ),
  set(
    'welded',
    'ang, ing, ong, ank, ink',
    `The king sang a long song.
I think the sink is full.
The bell rang at the bank.
Hank had a pink ring.
The skunk hid in the trunk.
Bring the gong to the king.
We can swing on the swing.
Can you drink from the tank?`,
  ),
  set(
    'blends',
    'Blends',
    `The frog can swim fast.
Brad has a black flag.
Stop and clap your hands.
The crab slept on the sand.
The plant is in the grass.
Fred spent his last cent.
Glen will trust his best pal.
The drum went bang at the end.`,
  ),
  set(
    'suffixes',
    'Suffixes',
    `The fox jumps on the boxes.
She is fishing in the pond.
The kitten is sleeping in the sun.
He quickly packed the lunches.
We rested in the softest bed.
The ducks kept swimming and quacking.
Dad is helping me with the dishes.
The cats napped and the dogs played.`,
  ),
];
