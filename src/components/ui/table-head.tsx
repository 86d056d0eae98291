import { cn } from '../../lib/cn.ts';

/** A column heading: its label, and whether the column holds figures (aligned right). */
export type Column = string | { label: string; figures: true };

/** A data table's header row, one `th scope="col"` per column. */
export function TableHead({ columns, className }: { columns: readonly Column[]; className: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) => {
          const label = typeof column === 'string' ? column : column.label;
          return (
            <th
              key={label}
              scope="col"
              className={cn(
                'py-2 font-semibold',
                index < columns.length - 1 && 'pr-4',
                typeof column !== 'string' && 'text-right',
              )}
            >
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
