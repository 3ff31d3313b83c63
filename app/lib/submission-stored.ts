// A word from the write path to whoever waits for new submissions: the server's mail
// sender (server/entry.ts wires it), which then sends the e-mails the submission's
// transaction wrote to the outbox at once instead of at its next look. The app does not
// import the server (eslint.layers.js); the server listens here. Telling never delays or
// fails the visitor's answer: a listener runs after it is sent, and its errors stay here.

type Listener = () => void;

const listeners = new Set<Listener>();
let pending = false;

/** Listens for stored submissions; returns the way to stop listening. */
export function onSubmissionStored(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A submission (and its outbox rows) was committed. The listeners run on a later turn of
 * the event loop, once for however many submissions were stored meanwhile.
 */
export function submissionStored(): void {
  if (pending || listeners.size === 0) return;
  pending = true;
  setImmediate(() => {
    pending = false;
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // A listener's failure is its own (the sender reports its errors itself); the submission is stored.
      }
    }
  });
}
