// The runtime's only source of time (tools never read it). Tests pass their own to move time.
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

// Called on every execution (quota scopes are per day): the current day's bounds are cached.
let dayStart = 0;
let dayEnd = 0;
let dayText = '';

export function utcDay(ms: number): string {
  if (ms >= dayStart && ms < dayEnd) return dayText;
  const text = new Date(ms).toISOString().slice(0, 10);
  const start = Date.parse(`${text}T00:00:00Z`);
  [dayStart, dayEnd, dayText] = [start, start + 86_400_000, text];
  return text;
}

/** Milliseconds since epoch of the next UTC midnight after `ms`. */
const DAY_MS = 86_400_000;

/** UTC days are whole multiples of 86,400,000 ms since the epoch (JavaScript time has no leap seconds). */
export function nextUtcMidnight(ms: number): number {
  return (Math.floor(ms / DAY_MS) + 1) * DAY_MS;
}

/** Whole seconds, rounded up, from `ms` to the next UTC midnight: when a daily allowance resets. */
export function secondsToUtcMidnight(ms: number): number {
  return Math.ceil((nextUtcMidnight(ms) - ms) / 1000);
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
