// Opt-in retry of 429 answers: waits as the service says (Retry-After, else the problem's
// retry_after), within a bound on attempts and on the total wait; never retries anything else.

export type RetryOptions = {
  /** Attempts in all, the first included (1..10). */
  maxAttempts: number;
  /** The most to wait in all, in milliseconds; a 429 asking for longer is returned as it is. */
  maxWaitMs: number;
};

const MAX_ATTEMPTS = 10;
/** The HTTP-date form senders must use (RFC 9110 §5.6.7), e.g. `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

export function checkRetryOptions(retry: RetryOptions): void {
  if (!Number.isInteger(retry.maxAttempts) || retry.maxAttempts < 1 || retry.maxAttempts > MAX_ATTEMPTS) {
    throw new RangeError(`retry.maxAttempts must be an integer from 1 to ${MAX_ATTEMPTS}`);
  }
  if (!Number.isFinite(retry.maxWaitMs) || retry.maxWaitMs < 0) throw new RangeError('retry.maxWaitMs must be a finite number >= 0');
}

/** Milliseconds the answer asks to wait, or null when it says nothing usable. */
export async function retryAfterMs(response: Response, now: () => number = Date.now): Promise<number | null> {
  const header = response.headers.get('retry-after')?.trim();
  if (header) {
    if (/^\d{1,9}$/.test(header)) return Number(header) * 1000;
    if (IMF_FIXDATE.test(header)) return Math.max(0, Date.parse(header) - now());
    return null; // present but unreadable: not a licence to guess
  }
  try {
    const body: unknown = await response.clone().json();
    const seconds = (body as { retry_after?: unknown } | null)?.retry_after;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  } catch {
    // not JSON: nothing to go by
  }
  return null;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** `send` wrapped to retry 429s; each attempt sends a fresh copy of the request (its body included). */
export function withRetry(send: (request: Request) => Promise<Response>, retry: RetryOptions): (request: Request) => Promise<Response> {
  checkRetryOptions(retry);
  return async (request) => {
    let waited = 0;
    for (let attempt = 1; ; attempt++) {
      const response = await send(attempt < retry.maxAttempts ? request.clone() : request);
      if (response.status !== 429 || attempt >= retry.maxAttempts) return response;
      const wait = await retryAfterMs(response);
      if (wait === null || waited + wait > retry.maxWaitMs) return response;
      await response.body?.cancel();
      await sleep(wait, request.signal);
      waited += wait;
    }
  };
}
