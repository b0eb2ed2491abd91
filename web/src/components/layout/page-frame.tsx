import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/utils';

interface PageFrameProps {
  title: string;
  description?: ReactNode;
  /** Buttons or badges shown beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The common frame of a signed-in page: its heading, a line under it, and the content. */
export function PageFrame({ title, description, actions, children, className }: PageFrameProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8', className)}>
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {description ? <p className="text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
