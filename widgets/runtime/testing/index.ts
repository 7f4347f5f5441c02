// The one harness of element and component tests (documented in widgets/tool-kit/README.md, "Tests
// of elements and components"). Import it as `../runtime/testing`; the vi.mock factories come in
// through `vi.hoisted` (see mocks.ts).
export { advance, eventually, tick, until, useFakeClock } from './clock';
export { eventsAt, eventsOf, keydown, mount, mountTool, nothingTicksBeforeStart, stepsOfTwoPlayers, tapTwoRightOneWrong, useElementTest, useGameSteps } from './element';
export { clearRecords, fired, heard, stubClipboard, stubMatchMedia } from './mocks';
export { act, actUntil, click, failOnReactErrors, fillIn, openSettings, press, render, renderTool, rerender, settle, type, unmount, useComponentTest } from './render';
export { button, choice, field, stackText } from './queries';
export { mockApi } from './api';
