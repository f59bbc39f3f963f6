/**
 * Filling an endpoint's path, which every call from the browser does. Kept apart from endpoint.ts,
 * whose helpers build zod schemas: a page that only calls the API (the orders screen) then loads no
 * schema (decision 032: the orders screen's budget).
 */

/** `/faq/:id` with `{ id: 'a/b' }` → `/faq/a%2Fb`: every segment encoded, a missing one an error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
