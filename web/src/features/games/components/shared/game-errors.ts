import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';

export function isInsufficientFunds(error: unknown): boolean {
  return isApiError(error) && error.code === 'INSUFFICIENT_FUNDS';
}

/** The default failure toast of a game: the server's words when there are some. */
export function toastGameError(error: unknown, title = 'Game Error', fallback = 'Something went wrong. Please try again.'): void {
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}
