import { toast } from '@/components/ui/use-toast';

/** Copies text and says so in a toast; a refused clipboard says that instead. `what` names the value ('Referral link'). */
export async function copyToClipboard(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied!', description: `${what[0]!.toUpperCase()}${what.slice(1)} copied to clipboard.` });
    return true;
  } catch {
    toast({ title: 'Error', description: `Could not copy. Please copy the ${what.toLowerCase()} manually.`, variant: 'destructive' });
    return false;
  }
}
