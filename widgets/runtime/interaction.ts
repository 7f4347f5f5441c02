import { useEffect, useState, type RefObject } from 'react';

/** What counts as the visitor turning to an element: focus coming in, or a pointer pressed. */
const FIRST_INTERACTION = ['focusin', 'pointerdown'] as const;

/**
 * True from the visitor's first interaction inside `scope` (the node `target` holds, or its root
 * when `root` is set: the element's shadow root): the moment to load a part they are about to need.
 */
export function useFirstInteraction(target: RefObject<Node | null>, { root = false } = {}): boolean {
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    const scope = root ? target.current?.getRootNode() : target.current;
    if (touched || !scope) return;
    const touch = () => setTouched(true);
    for (const type of FIRST_INTERACTION) scope.addEventListener(type, touch, { once: true });
    return () => {
      for (const type of FIRST_INTERACTION) scope.removeEventListener(type, touch);
    };
  }, [touched, root]);
  return touched;
}
