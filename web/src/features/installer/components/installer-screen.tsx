import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ServerCrash } from 'lucide-react';
import { paths } from '@/app/paths';
import { BrandLogo } from '@/components/layout/brand-logo';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { installerStatusQueryOptions, useInstallerStatus } from '../api/get-installer-status';
import { AlreadyInstalled } from './already-installed';
import { InstallComplete } from './install-complete';
import { InstallerWizard } from './installer-wizard';

function InstallerFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center gap-8 px-4 py-10">
      <div className="flex flex-col items-center gap-2 text-center">
        <BrandLogo className="text-2xl" />
        <p className="text-sm text-muted-foreground">Setup Wizard</p>
      </div>
      {children}
    </div>
  );
}

function StatusUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card className="w-full max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
        <ServerCrash className="size-12 text-destructive" aria-hidden />
        <h1 className="text-xl font-bold">Cannot reach the server</h1>
        <p className="text-sm text-muted-foreground">{message}</p>
        <Button onClick={onRetry}>Try again</Button>
      </CardContent>
    </Card>
  );
}

/** /install: the wizard while not installed, 'Already Installed' once it is. */
export function InstallerScreen() {
  useDocumentTitle('Install');
  const status = useInstallerStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Kept local until the redirect: marking the status installed at once would swap the success screen
  // for 'Already Installed'.
  const [justInstalled, setJustInstalled] = useState(false);
  const goHome = () => navigate(paths.home, { replace: true });

  function leaveAfterInstall() {
    queryClient.setQueryData(installerStatusQueryOptions().queryKey, (current) => (current ? { ...current, installed: true } : current));
    void queryClient.invalidateQueries({ queryKey: installerStatusQueryOptions().queryKey });
    goHome();
  }

  if (justInstalled) {
    return (
      <InstallerFrame>
        <InstallComplete onContinue={leaveAfterInstall} />
      </InstallerFrame>
    );
  }
  if (status.isPending) return <FullScreenSpinner />;
  return (
    <InstallerFrame>
      {status.isError ? (
        <StatusUnavailable message={status.error.message} onRetry={() => void status.refetch()} />
      ) : status.data.installed ? (
        <AlreadyInstalled onContinue={goHome} />
      ) : (
        <InstallerWizard runtimeDatabase={status.data.runtimeDatabase} onInstalled={() => setJustInstalled(true)} />
      )}
    </InstallerFrame>
  );
}
