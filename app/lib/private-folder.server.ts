// A folder of the system's temporary one that only the server's user can open (mkdtemp
// makes it 0700), for files that live only while one piece of work runs (an upload being
// read, a photo's upright pixels): removed when the work ends, however it ends.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function inPrivateFolder<T>(prefix: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
