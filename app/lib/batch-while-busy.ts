// Work of one key that arrives while that key's previous batch is on its way waits, and
// then goes as one batch: under a flood, one database statement per round trip instead
// of one per request, all queued on the same locks and WAL flushes. Each caller still
// gets its own answer, and with one request at a time nothing waits at all.

/** Each item's outcome, in the order of the items. */
export type Outcomes<O> = Array<PromiseSettledResult<O>>;

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export function batchWhileBusy<I, O>(
  run: (key: string, items: I[]) => Promise<Outcomes<O>>,
  { maxBatch = 100 }: { maxBatch?: number } = {},
): (key: string, item: I) => Promise<O> {
  const queues = new Map<string, Array<Waiting<I, O>>>();

  async function drain(key: string, queue: Array<Waiting<I, O>>) {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      let outcomes: Outcomes<O>;
      try {
        outcomes = await run(
          key,
          batch.map((waiting) => waiting.item),
        );
      } catch (error) {
        outcomes = batch.map(() => ({ status: "rejected", reason: error }));
      }
      batch.forEach((waiting, i) => {
        const outcome = outcomes[i];
        if (outcome?.status === "fulfilled") waiting.resolve(outcome.value);
        else waiting.reject(outcome ? outcome.reason : new Error("batch gave no outcome"));
      });
    }
    queues.delete(key);
  }

  return (key, item) =>
    new Promise<O>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const fresh = [{ item, resolve, reject }];
      queues.set(key, fresh);
      void drain(key, fresh);
    });
}
