// What a round needs and the first screen does not: the rules that move it (rules.ts) and the
// mole. Loaded with the first tap, key or focus in the tool (WhackAMole.tsx).
export { whackAMoleReducer } from './rules';
export { Mole } from './mole';
