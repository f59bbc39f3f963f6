/** The first administrator the e2e server creates; journeys through /admin sign in with these. */
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';

/** Global setup publishes the started server's address to the test workers in this variable. */
export const BASE_URL_ENV = 'HAAT_E2E_BASE_URL';

/** Global setup publishes the data folder of the demo shop it seeded for the run in this variable. */
export const SEEDED_SHOP_ENV = 'HAAT_E2E_SEEDED_SHOP';
