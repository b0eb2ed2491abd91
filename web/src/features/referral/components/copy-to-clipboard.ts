import { toast } from '@/components/ui/use-toast';

/** Copies text and says so in a toast; a refused clipboard says that instead. */
export async function copyToClipboard(text: string, what = 'Referral link'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied!', description: `${what} copied to clipboard.` });
    return true;
  } catch {
    toast({ title: 'Error', description: 'Could not copy. Please copy the link manually.', variant: 'destructive' });
    return false;
  }
}
