/**
 * Errors a test app logged, kept so that a test fails when its app logged one it did not expect
 * (epic-stack's rule for `console.error`): a 500 swallowed into a friendly answer, a failed
 * background write, a rejected promise nobody awaited — all reach the log and nothing else.
 */
interface LoggedError {
  message: string;
  line: string;
}

const logged: LoggedError[] = [];
const allowed: RegExp[] = [];

/** A writable stream for pino that keeps the `error` and `fatal` lines it is given. */
export function errorCollector(): NodeJS.WritableStream {
  return {
    write(chunk: string | Uint8Array) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        try {
          const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
          if ((entry.level ?? 0) >= 50) {
            logged.push({ message: `${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim(), line });
          }
        } catch {
          logged.push({ message: line, line });
        }
      }
      return true;
    },
  } as unknown as NodeJS.WritableStream;
}

/** For the test that provokes an error on purpose: lines matching `pattern` are expected until it ends. */
export function allowLoggedErrors(pattern: RegExp): void {
  allowed.push(pattern);
}

/** The unexpected errors logged since the last call; clears the record and the allowances. */
export function takeUnexpectedLoggedErrors(): LoggedError[] {
  const unexpected = logged.filter((error) => !allowed.some((pattern) => pattern.test(error.line)));
  logged.length = 0;
  allowed.length = 0;
  return unexpected;
}
