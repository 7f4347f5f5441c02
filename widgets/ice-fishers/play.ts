// What a round needs and the first screen does not: the rules that move it (rules.ts) and the
// fish. Loaded with the first tap, key or focus in the tool (IceFishers.tsx).
export { fishUnder, fishX, iceFishersReducer } from './rules';
export { FishPicture } from './fish';
