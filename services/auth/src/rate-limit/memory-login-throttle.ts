import { afterFailure, throttleVerdict, type FailureWindow, type ThrottlePolicy, type ThrottleVerdict } from '../domain/failure-window.js';
import type { LoginThrottle } from './login-throttle.js';

/** Sweep closed windows once the map holds this many usernames, so a spray of names cannot grow it forever. */
const SWEEP_AT = 10_000;

/** The embedded mode's throttle: one process, so a map is the whole truth. */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly windows = new Map<string, FailureWindow>();

  constructor(
    readonly policy: ThrottlePolicy,
    private readonly now: () => number = Date.now,
  ) {}

  async check(usernameKey: string): Promise<ThrottleVerdict> {
    return throttleVerdict(this.windows.get(usernameKey), this.now(), this.policy);
  }

  async recordFailure(usernameKey: string): Promise<void> {
    const now = this.now();
    if (this.windows.size >= SWEEP_AT) for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
    this.windows.set(usernameKey, afterFailure(this.windows.get(usernameKey), now, this.policy));
  }

  async reset(usernameKey: string): Promise<void> {
    this.windows.delete(usernameKey);
  }
}
