export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => void;
  info: (msg: string, fields?: Record<string, unknown>) => void;
  warn: (msg: string, fields?: Record<string, unknown>) => void;
  error: (msg: string, fields?: Record<string, unknown>) => void;
};

const EMAIL = /[^\s@"'<>/]+@[^\s@"'<>]+\.[^\s@"'<>]+/g;

/** Last line of defence: whatever a caller passes, no e-mail address reaches the log. */
export function redact(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]');
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v)]));
  return value;
}

/**
 * What a log says of a thrown value: its class's name, never its message (a driver's or a library's
 * message may quote the data it failed on: an address, a request's text).
 */
export const errorKind = (error: unknown): string => (error instanceof Error ? error.name : 'unknown');

/** Structured JSON logs, one object per line, on stdout. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Logger {
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: lvl,
        msg: redact(msg),
        ...(fields ? (redact(fields) as object) : {}),
      }),
    );
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}
