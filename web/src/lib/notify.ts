/**
 * Toasts for the storefront without react-hot-toast in the first download: the library (and its
 * Toaster) loads on the first message, which is always an answer to a tap. The back office calls
 * react-hot-toast directly, its Toaster mounted from the start (`AppProvider toaster="eager"`).
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
};
