import { CustomerDetailsSchema } from '@haat/contract';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The order form's validation: the contract's schema, the same one the server applies, so the
 * customer sees the same Bengali message whichever side catches a mistake. Loaded on demand (it
 * brings zod along) — see order-form.tsx.
 */
export const customerDetailsResolver = zodResolver(CustomerDetailsSchema);
