import { useAdminChallenges } from '../../api/get-admin-challenges';
import { ListState } from '../shared/list-state';
import { ChallengeCard } from './challenge-card';

/** Every configured daily challenge, active or not, edited inline. */
export function ChallengesTab() {
  const { data, isPending, error } = useAdminChallenges();
  return (
    <ListState id="admin-challenges" isPending={isPending} error={error} isEmpty={!data?.length} emptyText="No daily challenges configured.">
      <div className="grid gap-4">
        {data?.map((challenge) => (
          <ChallengeCard key={challenge.challengeId} challenge={challenge} />
        ))}
      </div>
    </ListState>
  );
}
