import net from "node:net";

/**
 * The database is unreachable or stopped answering (connection refused, reset, timed out, or a request left without
 * any answer). Callers map it to their "try again" message; it never carries SQL or connection details to a user.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = "DATABASE_UNAVAILABLE";
  constructor(message = "The database is not answering", options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

/** postgres.js connection error codes, and Node socket codes, that mean "the database cannot be reached". */
const UNAVAILABLE_CODES = new Set([
  "DATABASE_UNAVAILABLE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up / shutting down)
  "53300", // too_many_connections
]);

/** True when the error (or a cause it wraps, e.g. drizzle's DrizzleQueryError) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  }
  return false;
}

export type GuardOptions = {
  /**
   * A request written to the server that gets no byte back within this time marks the socket dead: it is destroyed
   * with a DatabaseUnavailableError, which rejects every query waiting on it, and the pool opens a new connection for
   * the next query. 0 disables. Must exceed the server-side statement_timeout so a slow query is cancelled cleanly
   * by the server first.
   */
  responseTimeoutMs: number;
};

/**
 * A socket factory for postgres.js (its `socket` option) that fixes how a dead connection fails.
 *
 * postgres.js 3.4.9 handles a socket's 'error' and 'close' separately: for a TCP socket Node emits 'error' (e.g.
 * ECONNRESET) on the next tick but 'close' only after libuv has closed the handle, one event-loop turn later. In
 * between, the connection still sits in the pool's `open` queue, so a query issued in that window is written to
 * the destroyed socket (silently dropped), and the later 'close' (hadError = true) does not reject it, because
 * postgres.js assumes the 'error' handler already did. The query then hangs until that connection is reused after
 * the database is back, when the next startup's ReadyForQuery resolves it with an empty result (or forever).
 * Here 'close' is emitted right after 'error', in the same call, so the pool moves the connection to `closed`
 * before anything else runs; the real 'close' later is swallowed.
 *
 * The factory also arms a response deadline (see GuardOptions): a half-open connection (the server or the network
 * vanished without a reset) then fails within the deadline instead of after TCP's retransmission timeout.
 *
 * Plain TCP only: with TLS, postgres.js wraps the socket itself (see openPostgres), which this cannot guard.
 */
export function guardedSocketFactory(guard: GuardOptions) {
  return (options: { host: string[]; port: number[]; path?: string | false }): net.Socket => {
    const socket = options.path ? net.connect(options.path) : net.connect(options.port[0]!, options.host[0]!);
    return guardSocket(socket, guard);
  };
}

export function guardSocket(socket: net.Socket, { responseTimeoutMs }: GuardOptions): net.Socket {
  let closeEmitted = false;
  let timer: NodeJS.Timeout | undefined;
  const disarm = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  const emit = socket.emit.bind(socket);
  socket.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
    if (event === "data") disarm();
    if (event === "error") {
      disarm();
      const handled = emit("error", ...args);
      if (!closeEmitted) {
        closeEmitted = true;
        emit("close", true);
      }
      return handled;
    }
    if (event === "close") {
      disarm();
      if (closeEmitted) return false;
      closeEmitted = true;
    }
    return emit(event, ...args);
  }) as typeof socket.emit;

  if (responseTimeoutMs > 0) {
    const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
    socket.write = ((...args: unknown[]) => {
      // Armed by the oldest request still without any answer; any byte from the server disarms it.
      if (!timer && !socket.destroyed) {
        timer = setTimeout(() => {
          timer = undefined;
          socket.destroy(new DatabaseUnavailableError(`No answer from the database within ${responseTimeoutMs} ms`));
        }, responseTimeoutMs);
        timer.unref();
      }
      return write(...args);
    }) as typeof socket.write;
  }
  return socket;
}
