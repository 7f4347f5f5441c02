// The two-player frame of Name It and Math It (README: Two players on one device).
export { KeyHint, TwoPlayer, type TwoPlayerGame } from './TwoPlayer';
export { twoPlayerStyles } from './styles';
export { type Player } from './two-player';
