import { PageFrame } from '@/components/layout/page-frame';
import { GameHistoryPage } from '@/features/game-history/components/game-history-page';

export default function GameHistoryRoute() {
  return (
    <PageFrame title="Game History" description="Every game you have played, with filters.">
      <GameHistoryPage />
    </PageFrame>
  );
}
