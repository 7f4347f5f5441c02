import { useEffect, useState } from 'react';

/** A value a moment after it stops changing: the editor's preview and word check follow the typing once it pauses, not at every key. */
export function useSettled<T>(value: T, ms = 700): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
