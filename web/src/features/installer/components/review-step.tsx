import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSystemInfo } from '../api/get-system-info';
import { parsePort, type InstallerForm } from './installer-form';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium break-all">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-background/40 p-4">
      <h3 className="mb-1 text-sm font-semibold tracking-wide text-gold uppercase">{title}</h3>
      <dl className="divide-y divide-border/60">{children}</dl>
    </section>
  );
}

const BYTES_PER_MB = 1024 * 1024;

function SystemInfoSection() {
  const { data, isPending, isError } = useSystemInfo();
  return (
    <Section title="System">
      {isPending ? (
        <Skeleton className="my-2 h-20 w-full" />
      ) : isError ? (
        <p className="py-2 text-sm text-muted-foreground">System information is not available.</p>
      ) : (
        <>
          <Row label="Node.js">{data.node}</Row>
          <Row label="Platform">{data.platform}</Row>
          <Row label="Architecture">{data.arch}</Row>
          <Row label="Environment">{data.env}</Row>
          <Row label="Memory (RSS)">{(data.memory.rss / BYTES_PER_MB).toFixed(1)} MB</Row>
        </>
      )}
    </Section>
  );
}

/** Step 4: everything chosen, and the server's system information, before installing. */
export function ReviewStep({ form }: { form: InstallerForm }) {
  const { database, admin, settings } = form;
  const adminName = [admin.firstName, admin.lastName].filter(Boolean).join(' ');
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="installer-step-review">
      <Section title="Database">
        {database.type === 'embedded' ? (
          <Row label="Type">Embedded (PGlite)</Row>
        ) : (
          <>
            <Row label="Type">PostgreSQL</Row>
            <Row label="Server">
              {database.host.trim()}:{parsePort(database.port) ?? database.port}
            </Row>
            <Row label="Database">{database.database}</Row>
            <Row label="Username">{database.username}</Row>
          </>
        )}
      </Section>
      <Section title="Admin">
        <Row label="Username">{admin.username}</Row>
        <Row label="Email">{admin.email}</Row>
        {adminName ? <Row label="Name">{adminName}</Row> : null}
      </Section>
      <Section title="Settings">
        <Row label="Site name">{settings.siteName}</Row>
        <Row label="Site URL">{settings.siteUrl || '—'}</Row>
        <Row label="Email">{settings.emailEnabled ? `SendGrid, from ${settings.emailFrom}` : 'Disabled'}</Row>
      </Section>
      <SystemInfoSection />
    </div>
  );
}
