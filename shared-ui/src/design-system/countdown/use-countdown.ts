import { useEffect, useRef, useState, type FocusEvent } from 'react';

export interface CountdownHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Calls `onDone` once `durationMs` has run, counting only while the pointer is not over the element and
 * focus is not in it (WCAG 2.2.1: a reader who is looking at or working in a message keeps it). Spread the
 * handlers on the element. No countdown when `durationMs` is null, undefined or not finite.
 */
export function useCountdown(durationMs: number | null | undefined, onDone: () => void): CountdownHandlers {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  const paused = hovered || focused;

  useEffect(() => {
    const left = remaining.current;
    if (paused || left === null || left === undefined || !Number.isFinite(left)) return;
    const started = Date.now();
    const timer = setTimeout(() => done.current(), Math.max(0, left));
    return () => {
      clearTimeout(timer);
      remaining.current = left - (Date.now() - started);
    };
  }, [paused]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}
