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
 * A socket factory for postgres.js (its `socket` option) that makes a dead connection fail its queries.
 *
 * postgres.js 3.4.9 handles a socket's 'error' and 'close' separately. For a TCP socket Node emits 'error' (e.g.
 * ECONNRESET) on the next tick but 'close' only once libuv has closed the handle, a little later. In between, the
 * connection still sits in the pool's `open` queue, so a query issued in that window is handed to it: postgres.js
 * writes it to the destroyed socket (Node drops the bytes without an 'error' event), and the later 'close'
 * (hadError = true) does not reject it either, because postgres.js assumes the 'error' handler already did. The
 * query then hangs until that connection is reused after the database is back, when the next startup's
 * ReadyForQuery resolves it with an empty result, or forever. Here a write to a socket that has already failed
 * re-emits the socket's error at once, which rejects the query (and anything pipelined behind it).
 * (Emitting 'close' early instead is worse: postgres.js then clears a pending write without forgetting it, and that
 * connection slot never sends a startup message again.)
 *
 * A connection the server closes cleanly before it sent a single byte (something accepts the TCP connection but
 * nothing answers: a proxy or port forward whose database is gone) makes postgres.js reconnect in a tight loop
 * without ever settling the query; such a close is turned into an error here (a CancelRequest connection, which the
 * server always closes without answering, excepted).
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

/** PostgreSQL's CancelRequest code (bytes 4-7 of the 16-byte message). */
const CANCEL_REQUEST_CODE = 80877102;

export function guardSocket(socket: net.Socket, { responseTimeoutMs }: GuardOptions): net.Socket {
  let failure: unknown;
  let closeSeen = false;
  let answered = false;
  let cancelRequest = false;
  let written = false;
  let timer: NodeJS.Timeout | undefined;
  const disarm = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  const emit = socket.emit.bind(socket);
  socket.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
    if (event === "data") {
      answered = true;
      disarm();
    } else if (event === "error") {
      disarm();
      failure ??= args[0] ?? new DatabaseUnavailableError();
    } else if (event === "close") {
      disarm();
      if (closeSeen) return false;
      closeSeen = true;
      if (!args[0] && failure === undefined && !answered && !cancelRequest) {
        failure = new DatabaseUnavailableError("The database closed the connection without answering");
        emit("error", failure);
        return emit("close", true);
      }
    }
    return emit(event, ...args);
  }) as typeof socket.emit;

  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((...args: unknown[]) => {
    if (failure !== undefined && !closeSeen) {
      // The query was handed to a connection whose socket already failed: fail it now (see above).
      emit("error", failure);
      write(...args); // Node drops it but still calls a write callback back
      return false;
    }
    const chunk = args[0];
    if (!written && Buffer.isBuffer(chunk) && chunk.length === 16 && chunk.readInt32BE(4) === CANCEL_REQUEST_CODE) cancelRequest = true;
    written = true;
    // Armed by the oldest request still without any answer; any byte from the server disarms it.
    if (responseTimeoutMs > 0 && !timer && !socket.destroyed && !cancelRequest) {
      timer = setTimeout(() => {
        timer = undefined;
        socket.destroy(new DatabaseUnavailableError(`No answer from the database within ${responseTimeoutMs} ms`));
      }, responseTimeoutMs);
      timer.unref();
    }
    return write(...args);
  }) as typeof socket.write;
  return socket;
}
