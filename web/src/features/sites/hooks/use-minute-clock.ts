import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so "Updated … ago" keeps counting between refreshes. */
export function useMinuteClock(intervalMs = 30_000): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return nowMs;
}
