/**
 * Toasts without react-hot-toast in the first download: the library (and its Toaster) loads on the
 * first message, which is always an answer to a tap or to a request. Both apps show toasts only
 * through `notify`. The back office fetches the library once its screen is drawn and the browser is
 * idle (`prefetchToasts`), so a message still shows when the connection has gone since; mounted from
 * the start, the Toaster and its styles were a long task of the orders screen's start.
 */
type ToastApi = typeof import('react-hot-toast').default;
type ToastOptions = Parameters<ToastApi['success']>[1];

let library: Promise<ToastApi> | null = null;
const listeners = new Set<() => void>();

/** Loads react-hot-toast once, and tells the lazy Toaster to mount. */
export function loadToasts(): Promise<ToastApi> {
  if (!library) {
    library = import('react-hot-toast').then((module) => module.default);
    for (const listener of listeners) listener();
  }
  return library;
}

/**
 * Fetches the library and the Toaster ahead of the first message, without mounting anything: the
 * back office calls it once idle. A fetch that fails is tried again by the first message.
 */
export function prefetchToasts(): void {
  void import('react-hot-toast').catch(() => {});
  void import('@/components/ui/toaster').catch(() => {});
}

/** Whether a toast was asked for yet; the lazy Toaster subscribes to it (useSyncExternalStore). */
export const toastsRequested = (): boolean => library !== null;

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const notify = {
  success(message: string, options?: ToastOptions): void {
    void loadToasts().then((toast) => toast.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void loadToasts().then((toast) => toast.error(message, options));
  },
  /** A plain message, neither success nor error ("nothing changed"). */
  info(message: string, options?: ToastOptions): void {
    void loadToasts().then((toast) => toast(message, options));
  },
};
