import { useState, type FormEvent } from 'react';
import { Ban } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useBlockIp } from '../../api/block-ip';

/** Blocks an IPv4 or IPv6 address, with an optional reason; the server checks the address. */
export function BlockIpForm() {
  const [ipAddress, setIpAddress] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const block = useBlockIp({
    onSuccess: () => {
      setIpAddress('');
      setReason('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ipAddress.trim()) {
      setError('Enter a valid IPv4 or IPv6 address');
      return;
    }
    setError(undefined);
    block.mutate({ ipAddress: ipAddress.trim(), reason: reason.trim() || undefined });
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start" noValidate data-testid="block-ip-form">
      <FormField id="block-ip-address" label="IP address" error={error}>
        <Input id="block-ip-address" value={ipAddress} placeholder="203.0.113.7" onChange={(e) => setIpAddress(e.target.value)} aria-invalid={Boolean(error)} data-testid="block-ip-address" />
      </FormField>
      <FormField id="block-ip-reason" label="Reason (optional)">
        <Input id="block-ip-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} data-testid="block-ip-reason" />
      </FormField>
      <SubmitButton variant="destructive" className="sm:mt-6" disabled={block.isPending} data-testid="block-ip-submit">
        {block.isPending ? <Spinner /> : <Ban />} Block IP
      </SubmitButton>
    </form>
  );
}
