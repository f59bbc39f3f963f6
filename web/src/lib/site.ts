/**
 * The developer credit in the footer (product spec §2). Set VITE_DEVELOPER_NAME and VITE_DEVELOPER_URL
 * at build time to credit the agency that builds the shop.
 */
export const developerCredit = {
  name: import.meta.env.VITE_DEVELOPER_NAME || 'Haat Digital',
  url: import.meta.env.VITE_DEVELOPER_URL || 'https://example.com',
} as const;
