import type { ChangeEvent } from 'react';
import { CheckCircle2, Database, PlugZap, XCircle } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useTestDatabase } from '../api/test-database';
import { databaseConfigKey, databaseErrors, toDatabaseConfig, type DatabaseForm } from './installer-form';

interface DatabaseStepProps {
  value: DatabaseForm;
  onChange: (patch: Partial<DatabaseForm>) => void;
  /** the configuration that last passed the test; Next needs it to equal the one on screen */
  testedKey: string | null;
  onTested: (key: string | null) => void;
}

/** Step 1: choose the database and test the connection before going on. */
export function DatabaseStep({ value, onChange, testedKey, onTested }: DatabaseStepProps) {
  const test = useTestDatabase();
  const currentKey = databaseConfigKey(value);
  const errors = databaseErrors(value);
  const passed = currentKey !== null && testedKey === currentKey;
  // A result is about the configuration it tested; once the form changes, it no longer applies.
  const failure = test.data && !test.data.success && test.variables && JSON.stringify(test.variables) === currentKey ? test.data.error : undefined;

  function runTest() {
    const config = toDatabaseConfig(value);
    // an invalid field is shown under it; nothing is sent (never a silently different port)
    if (!config) {
      onTested(null);
      return;
    }
    test.mutate(config, {
      onSuccess: (result) => {
        onTested(result.success ? currentKey : null);
        if (!result.success) toast({ title: 'Failed to test connection', description: result.error ?? 'The database did not answer.', variant: 'destructive' });
      },
      onError: (error) => {
        onTested(null);
        toast({ title: 'Failed to test connection', description: errorMessage(error, error.message), variant: 'destructive' });
      },
    });
  }

  const field = (key: keyof Omit<DatabaseForm, 'type'>) => {
    const error = key === 'password' ? undefined : errors[key];
    return {
      id: `db-${key}`,
      value: value[key],
      onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value }),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `db-${key}-error` : undefined,
    };
  };

  return (
    <div className="grid gap-5" data-testid="installer-step-database">
      <FormField id="db-type" label="Database type">
        <NativeSelect id="db-type" value={value.type} onChange={(e) => onChange({ type: e.target.value as DatabaseForm['type'] })} data-testid="db-type-select">
          <option value="embedded">Embedded (PGlite, no server needed)</option>
          <option value="postgresql">PostgreSQL</option>
        </NativeSelect>
      </FormField>

      {value.type === 'embedded' ? (
        <Alert>
          <Database aria-hidden />
          <AlertDescription>The embedded database runs inside the application and keeps its files in the data directory. Nothing else to set up.</AlertDescription>
        </Alert>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <FormField id="db-host" label="Host" error={errors.host}>
            <Input {...field('host')} autoComplete="off" placeholder="localhost" />
          </FormField>
          <FormField id="db-port" label="Port" error={errors.port}>
            <Input {...field('port')} inputMode="numeric" placeholder="5432" />
          </FormField>
          <FormField id="db-database" label="Database" error={errors.database}>
            <Input {...field('database')} autoComplete="off" placeholder="pointsplay" />
          </FormField>
          <div className="hidden sm:block" />
          <FormField id="db-username" label="Username" error={errors.username}>
            <Input {...field('username')} autoComplete="off" placeholder="postgres" />
          </FormField>
          <div className="hidden sm:block" />
          <FormField id="db-password" label="Password">
            <Input {...field('password')} type="password" autoComplete="new-password" />
          </FormField>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={runTest} disabled={test.isPending || Object.keys(errors).length > 0} data-testid="test-connection-button">
          {test.isPending ? <Spinner /> : <PlugZap aria-hidden />}
          Test Connection
        </Button>
        {passed ? (
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success" data-testid="test-connection-success">
            <CheckCircle2 className="size-4" aria-hidden /> Connection successful
          </span>
        ) : failure ? (
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-destructive" data-testid="test-connection-failure">
            <XCircle className="size-4" aria-hidden /> {failure}
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">Test the connection to continue.</span>
        )}
      </div>
    </div>
  );
}
