import { Toaster } from 'react-hot-toast';

/** Spec section 9: errors 4 s, successes 2 s (react-hot-toast keeps at most 20 by itself). */
export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        error: { duration: 4000 },
        success: { duration: 2000 },
        style: { fontFamily: 'inherit' },
      }}
    />
  );
}
