// r2wc calls exactly two React APIs: `React.createElement` and `createRoot` from
// react-dom/client. The build resolves `react` and `react-dom/client` here, so r2wc renders with
// Preact itself. preact/compat offers the same two, but its React emulation (synthetic onChange,
// class components' legacy lifecycles, Children, Suspense…) costs 3.3 KB gzip in a runtime every
// element carries, and our components are written for Preact and need none of it.
import { createElement, render, type ComponentChild, type ContainerNode } from 'preact';

export { createElement };
export default { createElement };

export function createRoot(container: ContainerNode) {
  return {
    render(vnode: ComponentChild) {
      render(vnode, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
