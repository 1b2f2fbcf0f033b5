import { platformError } from './app-exception';

export const BUSY_MESSAGE = 'Muitos acessos ao mesmo tempo. Tente novamente em instantes.';

export interface BoundedQueueOptions {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a slot; beyond them `run` throws 503 SERVICO_OCUPADO at once. */
  queueMax: number;
  /** A first guess of one task's time, before any has run (for the Retry-After estimate). */
  initialAverageMs: number;
  /** The message of the 503 (pt-BR). */
  busyMessage?: string;
}

/**
 * At most `concurrency` tasks at once, at most `queueMax` waiting, and beyond them 503
 * SERVICO_OCUPADO with `tenteNovamenteEm` (seconds, from the queue and the recent task
 * time, 1 to 60), so that a burst costs bounded CPU, memory or connections and the rest
 * of the service keeps answering. The password hasher and the image encoder run on it; the
 * PDF pool keeps its own (it hands out pages, not slots).
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Recent time per task (exponential moving average), for the Retry-After estimate. */
  private averageMs: number;

  constructor(private readonly options: BoundedQueueOptions) {
    this.averageMs = options.initialAverageMs;
  }

  /** Tasks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Whether every slot is taken (a task given now would wait or be refused). */
  get isFull(): boolean {
    return this.running >= this.options.concurrency;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency) {
      this.running++;
    } else if (this.waiting.length < this.options.queueMax) {
      // The slot is handed over by the task that frees it (`running` stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw this.busy();
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private busy() {
    const ahead = this.waiting.length + this.running;
    const seconds = Math.ceil((this.averageMs * ahead) / this.options.concurrency / 1000);
    return platformError('SERVICO_OCUPADO', this.options.busyMessage ?? BUSY_MESSAGE, {
      tenteNovamenteEm: Math.min(60, Math.max(1, seconds)),
    });
  }
}
