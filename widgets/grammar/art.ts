// Every drawing of the tool: the animals and the cards' pictures, one part loaded as the tool first
// shows (icons.tsx), so its first download leaves them out.
export { animalDrawings } from './animals';
export { wordDrawings } from './pictures';
