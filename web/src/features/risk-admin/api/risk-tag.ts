/**
 * The first part of every fake-order query key. Kept here rather than in lib/query-client's tags:
 * nothing outside this page reads or invalidates these queries.
 */
export const riskTag = 'risk';
