/**
 * At most `size` tasks run at once; the others wait their turn in arrival order. Password hashing goes
 * through it because every argon2id computation holds its whole memory cost (19 MiB) until it ends,
 * and the native binding would otherwise run one per libuv thread (four by default): a burst of
 * registrations or logins would add 76 MiB to the process's peak and hold up the pool's file and DNS work.
 */
export class HashSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`hash slots must be a whole number ≥ 1 (got ${size})`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // hand the slot straight to the next in line, so a newcomer cannot overtake it
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
