/** Resolves with `value` in a task of its own (a timer), not in the microtask that called it. */
export function inNextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}
