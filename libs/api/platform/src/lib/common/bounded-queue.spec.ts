import { AppException } from './app-exception';
import { BoundedQueue } from './bounded-queue';

/** A task that runs until `finish()` is called, and says whether it started. */
function gate() {
  let finish!: () => void;
  let started = false;
  const task = () => {
    started = true;
    return new Promise<string>((resolve) => (finish = () => resolve('feito')));
  };
  return { task, finish: () => finish(), started: () => started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks, queues `queueMax`, and refuses the rest with 503', async () => {
    const queue = new BoundedQueue({ concurrency: 2, queueMax: 1, initialAverageMs: 1000 });
    const tasks = [gate(), gate(), gate()];
    const runs = tasks.map((one) => queue.run(one.task));
    await tick();
    expect(tasks.map((one) => one.started())).toEqual([true, true, false]);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });

    const refused = await queue.run(gate().task).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppException);
    expect(refused).toMatchObject({ codigo: 'SERVICO_OCUPADO', status: 503 });
    // Three ahead at ~1 s each over two slots: about 2 s.
    expect((refused as AppException).extra['tenteNovamenteEm']).toBe(2);

    tasks[0].finish();
    await tick();
    expect(tasks[2].started()).toBe(true);
    expect(queue.load).toEqual({ running: 2, waiting: 0 });
    tasks[1].finish();
    tasks[2].finish();
    await expect(Promise.all(runs)).resolves.toEqual(['feito', 'feito', 'feito']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that throws', async () => {
    const queue = new BoundedQueue({ concurrency: 1, queueMax: 0, initialAverageMs: 10 });
    await expect(queue.run(() => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    await expect(queue.run(() => Promise.resolve(1))).resolves.toBe(1);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('asks for between 1 and 60 seconds', async () => {
    const slow = new BoundedQueue({ concurrency: 1, queueMax: 0, initialAverageMs: 600_000 });
    const running = gate();
    const run = slow.run(running.task);
    await expect(slow.run(gate().task)).rejects.toMatchObject({
      extra: { tenteNovamenteEm: 60 },
    });
    running.finish();
    await run;
    const fast = new BoundedQueue({ concurrency: 1, queueMax: 0, initialAverageMs: 1 });
    const other = gate();
    const second = fast.run(other.task);
    await expect(fast.run(gate().task)).rejects.toMatchObject({ extra: { tenteNovamenteEm: 1 } });
    other.finish();
    await second;
  });
});
