import type { OrderFormState } from '@haat/contract';
import { createContext } from 'react';

/**
 * The server-drawn order form as the visitor's last post left it (values, errors, a fresh key), given
 * by the server's render only (entry-server.tsx); the browser never has one (decision 069).
 */
export const OrderFormStateContext = createContext<OrderFormState | null>(null);
