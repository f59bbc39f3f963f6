/** Every stored timestamp is ISO-8601 UTC text, so both engines sort and compare it alike. */
export const nowIso = (): string => new Date().toISOString();
