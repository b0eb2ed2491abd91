import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, ArrowRight, KeyRound, Rocket } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { dismissAllToasts, toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useInstall } from '../api/install';
import { AdminStep } from './admin-step';
import { DatabaseStep } from './database-step';
import { clearInstallerDraft, loadInstallerDraft, saveInstallerDraft, secretsToReenter } from './installer-draft';
import {
  databaseConfigKey,
  initialInstallerForm,
  isAdminStepComplete,
  settingsProblem,
  toInstallRequest,
  type DatabaseForm,
  type InstallerForm,
  type InstallerStep,
} from './installer-form';
import { InstallerProgress } from './installer-progress';
import { ReviewStep } from './review-step';
import { SettingsStep } from './settings-step';

const stepText: Record<InstallerStep, { title: string; description: string }> = {
  1: { title: 'Database', description: 'Where the application keeps its data.' },
  2: { title: 'Admin Account', description: 'The first administrator, who manages users, withdrawals and settings.' },
  3: { title: 'Settings', description: 'Your site, sessions and e-mail.' },
  4: { title: 'Review', description: 'Check everything, then install.' },
};

interface InstallerWizardProps {
  runtimeDatabase: DatabaseForm['type'];
  onInstalled: () => void;
}

/** The four-step installer: Database, Admin, Settings, Review. */
export function InstallerWizard({ runtimeDatabase, onInstalled }: InstallerWizardProps) {
  // A reload resumes where it was (sessionStorage: this tab only), with every secret to be typed again.
  const [restored] = useState(() => loadInstallerDraft(window.sessionStorage, initialInstallerForm(runtimeDatabase, window.location.origin)));
  const [step, setStep] = useState<InstallerStep>(restored?.step ?? 1);
  const [form, setForm] = useState<InstallerForm>(() => restored?.form ?? initialInstallerForm(runtimeDatabase, window.location.origin));
  const [testedKey, setTestedKey] = useState<string | null>(null);
  const install = useInstall();
  const toReenter = restored ? secretsToReenter(form) : [];
  const adminReady = isAdminStepComplete(form.admin);

  useEffect(() => saveInstallerDraft(window.sessionStorage, { step, form }), [step, form]);

  // A new step takes the focus to its title: the Next button the focus was on goes disabled or away, which
  // dropped it on the page's body, and a screen reader said nothing of the step. Not on the first step shown.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    titleRef.current?.focus();
  }, [step]);

  const patch = <K extends keyof InstallerForm>(section: K) => (changes: Partial<InstallerForm[K]>) =>
    setForm((current) => ({ ...current, [section]: { ...current[section], ...changes } }));

  const canLeave: Record<InstallerStep, boolean> = {
    1: testedKey !== null && testedKey === databaseConfigKey(form.database),
    2: isAdminStepComplete(form.admin),
    3: true, // checked on click, so the reason can be said (settingsProblem)
    4: false,
  };

  function next() {
    if (step === 3) {
      const problem = settingsProblem(form.settings);
      if (problem) {
        toast({ title: 'Check your settings', description: problem, variant: 'destructive' });
        return;
      }
    }
    if (step < 4) setStep((step + 1) as InstallerStep);
  }

  // The steps sit in one form so Enter in a field moves on, as it would in any form.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < 4 && canLeave[step]) next();
  }

  function runInstall() {
    const request = toInstallRequest(form);
    if (!request) {
      // only a database step that is no longer valid gets here: go back to it, where the field says why
      setStep(1);
      return;
    }
    install.mutate(request, {
      onSuccess: (result) => {
        if (result.success) {
          clearInstallerDraft(window.sessionStorage);
          dismissAllToasts();
          onInstalled();
        } else toast({ title: 'Installation failed', description: result.error ?? 'The server did not say why.', variant: 'destructive' });
      },
      onError: (error) => {
        const description = isApiError(error) ? error.serverMessage : 'Installation failed with network error';
        toast({ title: 'Installation failed', description, variant: 'destructive' });
      },
    });
  }

  return (
    <Card className="w-full max-w-3xl" data-testid="installer-wizard">
      <form onSubmit={submit} noValidate>
        <CardHeader className="gap-5">
          <InstallerProgress step={step} />
          <div>
            <CardTitle ref={titleRef} tabIndex={-1} className="text-2xl outline-none">
              {stepText[step].title}
            </CardTitle>
            <CardDescription>{stepText[step].description}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-5">
          {toReenter.length ? (
            <Alert variant="warning" data-testid="installer-restored-notice">
              <KeyRound aria-hidden />
              <AlertDescription>
                Your entries were kept when the page reloaded, except passwords and keys, which are never stored in the browser. Enter again: {toReenter.join('; ')}.
              </AlertDescription>
            </Alert>
          ) : null}
          {step === 1 ? <DatabaseStep value={form.database} onChange={patch('database')} testedKey={testedKey} onTested={setTestedKey} /> : null}
          {step === 2 ? <AdminStep value={form.admin} onChange={patch('admin')} /> : null}
          {step === 3 ? <SettingsStep value={form.settings} onChange={patch('settings')} /> : null}
          {step === 4 ? <ReviewStep form={form} /> : null}
          {step === 4 && !adminReady ? (
            <p id="install-blocked" role="alert" className="text-sm text-destructive" data-testid="install-blocked">
              Go back to the Admin step and enter the admin password before installing.
            </p>
          ) : null}
        </CardContent>
        <CardFooter className="justify-between gap-3 border-t border-border pt-6">
          <Button variant="outline" onClick={() => setStep((step - 1) as InstallerStep)} disabled={step === 1 || install.isPending} data-testid="installer-back">
            <ArrowLeft aria-hidden /> Back
          </Button>
          {step < 4 ? (
            <Button key="next" type="submit" disabled={!canLeave[step]} data-testid="installer-next">
              Next <ArrowRight aria-hidden />
            </Button>
          ) : (
            <Button
              key="install"
              variant="gold"
              onClick={runInstall}
              disabled={install.isPending || !adminReady}
              aria-describedby={adminReady ? undefined : 'install-blocked'}
              data-testid="install-button"
            >
              {install.isPending ? <Spinner /> : <Rocket aria-hidden />}
              {install.isPending ? 'Installing...' : 'Install'}
            </Button>
          )}
        </CardFooter>
      </form>
    </Card>
  );
}
