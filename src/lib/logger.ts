/** A tiny scoped logger for browser code; the sink is swappable so tests can capture lines. */

/** Log severity. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Where log lines end up. */
export type LogSink = (level: LogLevel, scope: string, message: string, detail?: unknown) => void;

const consoleSink: LogSink = (level, scope, message, detail) => {
  const line = `[${scope}] ${message}`;
  // console is the browser's only log channel; the sink indirection keeps tests quiet.
  if (detail === undefined) console[level](line);
  else console[level](line, detail);
};

let sink: LogSink = consoleSink;

/** Replaces the log sink (tests); pass nothing to restore the console. */
export function setLogSink(next?: LogSink): void {
  sink = next ?? consoleSink;
}

/** A logger bound to one scope name. */
export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** Creates a logger whose lines are prefixed with the scope. */
export function createLogger(scope: string): Logger {
  return {
    debug: (m, d) => sink('debug', scope, m, d),
    info: (m, d) => sink('info', scope, m, d),
    warn: (m, d) => sink('warn', scope, m, d),
    error: (m, d) => sink('error', scope, m, d),
  };
}
