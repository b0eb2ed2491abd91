import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/*
 * A table that, narrower than Tailwind's `md` (768 px), lays each row out as a card: one 'label  value'
 * line per cell and the row's buttons full width at its bottom, so a phone never pans a row sideways to
 * reach its actions. It is one DOM at every width, restyled by CSS: test ids, roles and accessible names
 * stay the same, and no row (or the dialog it owns) is mounted twice. A cell's label is painted from its
 * `data-label` by `::before`, so it is not part of the cell's text.
 */

export interface ResponsiveTableColumn {
  /** The column's header; on a phone the same words label each of its cells. */
  label: string;
  align?: 'right';
  /** Read out but not shown: a column of buttons, whose header would only repeat them. */
  srOnly?: boolean;
}

interface ResponsiveTableProps extends ComponentProps<'table'> {
  columns: readonly ResponsiveTableColumn[];
}

export function ResponsiveTable({ columns, className, children, ...props }: ResponsiveTableProps) {
  // `relative`: the header's sr-only text is absolutely positioned and must stay inside this scroller, or
  // it widens the whole page. The scroller is for wide desktop tables; a card never needs it.
  return (
    <div className="relative overflow-x-auto">
      <table className={cn('w-full text-sm max-md:block', className)} {...props}>
        <thead className="max-md:hidden">
          <tr className="border-b border-border text-left text-muted-foreground">
            {columns.map(({ label, align, srOnly }) => (
              <th key={label} className={cn('px-3 py-2 font-medium', align === 'right' && 'text-right')}>
                {srOnly ? <span className="sr-only">{label}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">{children}</tbody>
      </table>
    </div>
  );
}

/** A row; a bordered card on a phone. */
export function ResponsiveTableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border/50 hover:bg-muted/30 max-md:block max-md:rounded-lg max-md:border max-md:border-border max-md:bg-card max-md:p-3', className)} {...props} />;
}

interface ResponsiveTableCellProps extends ComponentProps<'td'> {
  /** Its column's header, shown before the value on a phone. */
  label: string;
}

/**
 * A cell; on a phone one line of its card, the label in a narrow first column and the value, wrapped
 * anywhere it must be (e-mails, IPv6 addresses), in the rest. The value sits in its own box so that a cell
 * of several paragraphs stays one grid item beside its label.
 */
export function ResponsiveTableCell({ label, className, children, ...props }: ResponsiveTableCellProps) {
  return (
    <td
      data-label={label}
      className={cn(
        'px-3 py-3',
        className,
        'max-md:grid max-md:max-w-none max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:gap-x-3 max-md:px-0 max-md:py-1.5 max-md:text-left max-md:whitespace-normal max-md:wrap-anywhere',
        // the label keeps its own look whatever the cell's (a monospace address, a bold name)
        'max-md:before:font-sans max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:not-italic max-md:before:content-[attr(data-label)]',
      )}
      {...props}
    >
      <div className="min-w-0">{children}</div>
    </td>
  );
}

/**
 * The cell of a row's buttons: right-aligned in the table; on a phone, at the bottom of the card, one
 * full-width, finger-sized button a line. Give it the buttons themselves (dialogs may sit beside them:
 * they render in a portal), so the cell can lay them out; with none it takes no room on a phone.
 */
export function ResponsiveTableActions({ className, children, ...props }: ComponentProps<'td'>) {
  return (
    <td className={cn('px-3 py-3', className, 'max-md:block max-md:p-0')} {...props}>
      <div className="grid gap-2 empty:hidden max-md:mt-3 max-md:[&>button]:h-10 md:flex md:flex-wrap md:justify-end">{children}</div>
    </td>
  );
}
