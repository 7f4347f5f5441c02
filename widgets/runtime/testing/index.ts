// The one harness of element and component tests (README: widgets/tool-kit/README.md, "Tests of
// elements and components"). Import it as `../runtime/testing`.
export { advance, eventually, tick, until, useFakeClock } from './clock';
