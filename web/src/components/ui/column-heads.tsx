/** One column of a table's head row: its label and the cell's classes. */
export type Column = { label: string; className?: string };

/** The `<th scope="col">` cells of a table's head row, one per column. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <>
      {columns.map((column) => (
        <th key={column.label} scope="col" className={column.className}>
          {column.label}
        </th>
      ))}
    </>
  );
}
