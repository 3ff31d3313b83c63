// What arrives while a key's batch is on its way goes together in the next one, one batch
// at a time; each caller gets its own outcome.
import { describe, expect, it } from "vitest";
import { batchWhileBusy } from "./batch-while-busy.ts";

/** A batch runner that records its batches and finishes each when told to. */
function recorder() {
  const batches: number[][] = [];
  const finish: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const run = (_key: string, items: number[]) =>
    new Promise<Array<PromiseSettledResult<number>>>((resolve) => {
      batches.push(items);
      running += 1;
      most = Math.max(most, running);
      finish.push(() => {
        running -= 1;
        resolve(
          items.map((item) =>
            item < 0
              ? { status: "rejected", reason: new Error(`no ${item}`) }
              : { status: "fulfilled", value: item * 10 },
          ),
        );
      });
    });
  return { run, batches, finish, most: () => most };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("batchWhileBusy", () => {
  it("sends the first at once and what arrives meanwhile as one batch, one batch at a time", async () => {
    const r = recorder();
    const add = batchWhileBusy(r.run);
    const answers = [1, 2, 3, -4].map((n) => add("k", n).catch((error: Error) => error.message));
    expect(r.batches).toEqual([[1]]);
    r.finish.shift()!();
    await tick();
    expect(r.batches).toEqual([[1], [2, 3, -4]]);
    r.finish.shift()!();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, "no -4"]);
    expect(r.most()).toBe(1);
  });
});
