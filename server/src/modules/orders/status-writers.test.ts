import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One writer of `orders.status` (decision 047): every move goes through status-move.ts, so an effect
// added to its table reaches every move. This reads the server's sources as TypeScript and finds
// each Kysely write to the orders table (and each raw SQL one) that may set the status.

const SRC = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The files allowed to write the column, and how: the mover's updates, and the placement's insert of
 * new orders, whose first status has to be written with the row (its count and effects go through
 * the mover's `arrive`).
 */
const ALLOWED: Record<string, 'update' | 'insert'> = {
  'modules/orders/status-move.ts': 'update',
  'modules/orders/placement/placement.repository.ts': 'insert',
};

interface StatusWrite {
  kind: 'update' | 'insert' | 'sql';
  line: number;
}

const tableOf = (call: ts.CallExpression) => {
  const [first] = call.arguments;
  return first && ts.isStringLiteralLike(first) ? first.text.trim().split(/\s+/)[0] : undefined;
};

/** Whether `node` holds an object property named `status` (written `status: x` or `{ status }`). */
function namesStatus(node: ts.Node): boolean {
  if (
    (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
    ts.isIdentifier(node.name) &&
    node.name.text === 'status'
  )
    return true;
  return ts.forEachChild(node, namesStatus) ?? false;
}

/** The object a `.set(...)` argument is, when it can be read: a literal, or a callback returning one. */
function isReadableObject(node: ts.Expression): boolean {
  if (ts.isObjectLiteralExpression(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isReadableObject(node.expression);
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return isReadableObject(node.body);
  return false;
}

/** Every write in `source` that may set an order's status. */
function statusWrites(source: string, fileName = 'file.ts'): StatusWrite[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: StatusWrite[] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (method === 'insertInto' && tableOf(node) === 'orders')
        found.push({ kind: 'insert', line: lineOf(node) });
      if (method === 'updateTable' && tableOf(node) === 'orders') {
        // Climb the chain (`.set(...)`, `.where(...)`, ...) and read what each `.set` writes.
        let link: ts.Node = node;
        while (
          (ts.isPropertyAccessExpression(link.parent) && link.parent.expression === link) ||
          (ts.isCallExpression(link.parent) && link.parent.expression === link)
        ) {
          link = link.parent;
          if (
            ts.isCallExpression(link) &&
            ts.isPropertyAccessExpression(link.expression) &&
            link.expression.name.text === 'set' &&
            link.arguments.some((argument) => namesStatus(argument) || !isReadableObject(argument))
          ) {
            found.push({ kind: 'update', line: lineOf(node) });
            break;
          }
        }
      }
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      const text = node.getText(file);
      if (/\b(update|insert\s+into)\s+"?orders"?\b(?!_)/i.test(text))
        found.push({ kind: 'sql', line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'migrations' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the writers of orders.status', () => {
  it('finds a write however it is spelled, and leaves other columns and tables alone', () => {
    const writes = (code: string) => statusWrites(code).map((write) => write.kind);
    expect(writes(`db.updateTable('orders').set({ status: 'shipped' }).execute()`)).toEqual(['update']);
    expect(
      writes(`trx.updateTable('orders').where('id', '=', id).set((eb) => ({ status, version: 1 }))`),
    ).toEqual(['update']);
    expect(writes(`db.updateTable('orders').set({ note: '', ...(moves ? { status: to } : {}) })`)).toEqual([
      'update',
    ]);
    // Values it cannot read might hold a status: a writer spells its columns out.
    expect(writes(`db.updateTable('orders').set(changes)`)).toEqual(['update']);
    expect(writes(`db.insertInto('orders').values(rows)`)).toEqual(['insert']);
    expect(writes("sql`UPDATE orders SET status = 'shipped'`.execute(db)")).toEqual(['sql']);
    expect(
      writes(`db.updateTable('orders').set({ parcel_state: 'booked' }).where('status', '=', 'pending')`),
    ).toEqual([]);
    expect(writes(`db.updateTable('order_status_counts').set({ status: 'x' })`)).toEqual([]);
    expect(writes('sql`insert into orders_search (rowid) values (1)`')).toEqual([]);
  });

  it('are the status mover and the placement insert, nothing else', () => {
    const offenders = sources(SRC).flatMap((path) => {
      const name = relative(SRC, path).split(sep).join('/');
      return statusWrites(readFileSync(path, 'utf8'), name)
        .filter((write) => ALLOWED[name] !== write.kind)
        .map((write) => `${name}:${write.line} (${write.kind})`);
    });
    expect(offenders).toEqual([]);
  });
});
