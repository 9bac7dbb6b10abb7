/**
 * Where the server's log lines go: standard output, never waited on. On a pipe or socket (a
 * supervisor, journald, a test harness) Node writes stdout asynchronously, so a reader that stops
 * reading only lets lines queue; past `limitBytes` queued, lines are dropped and counted (the
 * `lootbay_log_lines_dropped_total` metric) rather than kept without end. A reader that is gone
 * (EPIPE) drops every later line. Nothing here writes synchronously to a pipe, which is what left
 * instances hanging at shutdown: pino's default destination retries a full pipe in a synchronous
 * sleep, so the event loop, and the shutdown's timers with it, never turned again.
 */
export interface LogOutput {
  write(line: string): void;
  /** Lines dropped since the process started. */
  readonly dropped: number;
}

export const DEFAULT_LOG_BUFFER_BYTES = 4 * 1024 * 1024;

export function boundedLogOutput(stream: NodeJS.WriteStream, limitBytes: number): LogOutput {
  let dropped = 0;
  let gone = false;
  stream.on('error', () => {
    gone = true;
  });
  return {
    write(line) {
      if (gone || stream.destroyed || stream.writableLength > limitBytes) {
        dropped += 1;
        return;
      }
      stream.write(line);
    },
    get dropped() {
      return dropped;
    },
  };
}

let processOutput: LogOutput | undefined;

/**
 * The process's one log output on stdout (every app of the process shares it, and its count).
 * A reader gone from stderr must not end the process either: its write errors are let go.
 */
export function stdoutLogOutput(limitBytes = DEFAULT_LOG_BUFFER_BYTES): LogOutput {
  if (!processOutput) {
    processOutput = boundedLogOutput(process.stdout, limitBytes);
    process.stderr.on('error', () => {});
  }
  return processOutput;
}
