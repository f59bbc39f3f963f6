type Column = {
  label: string;
  /** Classes of this column's heading beside the shared ones (alignment, width). */
  className?: string;
  /** Read to screen readers only (a picture column, the actions). */
  hidden?: boolean;
};

type TableHeadProps = {
  columns: Column[];
  /** Classes of every heading cell. */
  cellClassName?: string;
  rowClassName?: string;
  /** The whole head's (`sr-only md:not-sr-only` where a phone shows cards). */
  className?: string;
};

/** The heading row of an admin table, from its columns. */
export function TableHead({
  columns,
  cellClassName = 'px-4 py-3 font-semibold',
  rowClassName = 'border-b border-stone-200 bg-stone-50 text-sm text-stone-600',
  className,
}: TableHeadProps) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={`${cellClassName} ${column.className ?? ''}`.trim()}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
