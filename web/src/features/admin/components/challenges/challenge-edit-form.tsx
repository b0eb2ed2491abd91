import { useState, type FormEvent } from 'react';
import type { ChallengeSetting } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { useUpdateChallenge } from '../../api/update-challenge';
import { draftOf, validateDraft, type ChallengeDraft } from './challenge-draft';

interface ChallengeEditFormProps {
  challenge: ChallengeSetting;
  onDone: () => void;
}

/** The inline editor of one challenge: title, description, target, reward and the active toggle. */
export function ChallengeEditForm({ challenge, onDone }: ChallengeEditFormProps) {
  const id = challenge.challengeId;
  const [draft, setDraft] = useState<ChallengeDraft>(() => draftOf(challenge));
  const update = useUpdateChallenge({ onSuccess: onDone });
  const set = (patch: Partial<ChallengeDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateDraft(draft);
    if ('error' in checked) {
      toast({ title: 'Error', description: checked.error, variant: 'destructive' });
      return;
    }
    update.mutate({ challengeId: id, body: checked.body });
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate data-testid={`challenge-form-${id}`}>
      <div className="grid gap-2">
        <Label htmlFor={`challenge-title-${id}`}>Title</Label>
        <Input id={`challenge-title-${id}`} value={draft.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} data-testid={`challenge-title-${id}`} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`challenge-description-${id}`}>Description</Label>
        <Input id={`challenge-description-${id}`} value={draft.description} maxLength={1000} onChange={(e) => set({ description: e.target.value })} data-testid={`challenge-description-${id}`} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`challenge-target-${id}`}>Target</Label>
        <Input id={`challenge-target-${id}`} type="number" min={1} step={1} value={draft.target} onChange={(e) => set({ target: e.target.value })} data-testid={`challenge-target-${id}`} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`challenge-reward-${id}`}>Reward (points)</Label>
        <Input id={`challenge-reward-${id}`} type="number" min={1} step={1} value={draft.reward} onChange={(e) => set({ reward: e.target.value })} data-testid={`challenge-reward-${id}`} />
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`challenge-active-${id}`} checked={draft.isActive} onCheckedChange={(isActive) => set({ isActive })} data-testid={`challenge-active-${id}`} />
        <Label htmlFor={`challenge-active-${id}`}>Active</Label>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} data-testid={`challenge-cancel-${id}`}>
          Cancel
        </Button>
        <SubmitButton disabled={update.isPending} data-testid={`challenge-save-${id}`}>
          {update.isPending ? <Spinner /> : null} Save
        </SubmitButton>
      </div>
    </form>
  );
}
