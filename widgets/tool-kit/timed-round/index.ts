// The timed round of the word games: imported from '../tool-kit/timed-round' by the tools that
// play one, so the other tools' shared chunk does not carry it.
export * from './logic';
export { RoundBar, TimedGame, useStart, type RoundStageProps } from './TimedRound';
