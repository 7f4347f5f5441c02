import type { AttributeDoc } from '../meta';

/** The attributes both two-player games observe (spread into the game's `attributeTypes`). */
export const twoPlayerAttributeTypes = { minutes: 'string', rotate: 'string' } as const;

/** Their docs (spread into the game's meta); never bundled. */
export const twoPlayerAttributeDocs = (defaultMinutes: number): AttributeDoc[] => [
  { name: 'minutes', type: 'string', description: 'Game time in whole minutes, `1` to `5`.', default: String(defaultMinutes) },
  {
    name: 'rotate',
    type: 'string',
    description: "`false` keeps both sides upright (a desktop); by default the far player's side is turned 180 degrees (a tablet lying between two children).",
    default: 'true',
  },
];
