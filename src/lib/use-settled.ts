/** A value that follows another once it has stopped changing for a while (typing settles before a request). */
import { useEffect, useState } from 'react';

/** `value`, `delayMs` after its last change. */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return settled;
}
