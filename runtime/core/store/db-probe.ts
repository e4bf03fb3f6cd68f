// Whether the database answers, for the readiness view: a `select 1` at most once per interval,
// started by a reader and never awaited by one. A reader gets the last known state at once, so a
// database that hangs cannot hang /ready; a check that takes longer than the timeout counts as down.
import type { Clock } from '../clock.js';
import type { Db } from './db.js';

export type DatabaseState = { up: boolean; checkedAt: number | null };

export const PROBE_INTERVAL_MS = 1000;
export const PROBE_TIMEOUT_MS = 1000;

export class DatabaseProbe {
  // Start-up ran the migrations, so the database answered a moment ago.
  private state: DatabaseState = { up: true, checkedAt: null };
  private checking: Promise<void> | undefined;
  private checks = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly intervalMs = PROBE_INTERVAL_MS,
    private readonly timeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  /** The last known state; starts a check in the background when the last one is older than the interval. */
  read(): DatabaseState {
    const { checkedAt } = this.state;
    if (!this.checking && (checkedAt === null || this.clock.now() - checkedAt >= this.intervalMs)) {
      this.checking = this.check().finally(() => {
        this.checking = undefined;
      });
    }
    return this.state;
  }

  /** Checks started so far (the tests count them). */
  get checkCount(): number {
    return this.checks;
  }

  private async check(): Promise<void> {
    this.checks++;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
      timer.unref();
    });
    const answered = this.db.raw('select 1').then(() => true, () => false);
    const up = await Promise.race([answered, timedOut]);
    clearTimeout(timer);
    this.state = { up, checkedAt: this.clock.now() };
  }
}
