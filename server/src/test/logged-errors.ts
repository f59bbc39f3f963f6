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

/**
 * The test file running now. The server suites run their files one after another in a shared module
 * state (`isolate: false` in vitest.config.ts, for speed), so an app a finished file left behind may
 * still log (a background retry, a late close): its lines belong to that file, not to whichever test
 * runs when they arrive, and are left out.
 */
let currentFile = 0;

/** Called once per test file, before its apps start (setup.ts). */
export function beginTestFile(): void {
  currentFile += 1;
  logged.length = 0;
  allowed.length = 0;
}

/** A writable stream for pino that keeps the `error` and `fatal` lines it is given while its file runs. */
export function errorCollector(): NodeJS.WritableStream {
  const file = currentFile;
  return {
    write(chunk: string | Uint8Array) {
      if (file !== currentFile) return true;
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
