// The part of autocannon 8 (which ships no types) that the benchmark uses.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    interface Client extends EventEmitter {
      /** Requests written on this connection so far (autocannon internals, stable since v4). */
      reqsMade: number;
      /** The client destroys itself once reqsMade reaches this, after its answer arrives. */
      responseMax: number | undefined;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** Requests a second over all connections (paced rather than as fast as answered). */
      overallRate?: number;
      pipelining?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      setupClient?: (client: Client) => void;
      /** The requests each connection sends in turn; setupRequest is called before every one is sent. */
      requests?: RequestSpec[];
    }

    interface RequestSpec {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      setupRequest?: (request: RequestSpec) => RequestSpec;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      latency: Histogram;
      requests: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      duration: number;
      "2xx": number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends EventEmitter {
      stop(): void;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export default autocannon;
}
