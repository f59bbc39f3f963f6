import { Toaster } from 'react-hot-toast';

/**
 * Product spec §9: errors 4 s, successes 2 s (react-hot-toast keeps at most 20 by itself). Toasts sit
 * just below the sticky header (64 px): over it they would cover the order button a customer on a
 * phone taps right after adding a product.
 */
export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 72 }}
      toastOptions={{
        error: { duration: 4000 },
        success: { duration: 2000 },
        style: { fontFamily: 'inherit' },
      }}
    />
  );
}
