import { useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SeedsCard } from './seeds-card';
import { VerifyManualPanel } from './verify-manual-panel';
import { VerifyRoundPanel } from './verify-round-panel';

/** /fairness: the current seeds, seed rotation, and the in-browser verifier of any round. */
export function FairnessPage() {
  const [searchParams] = useSearchParams();
  const roundId = searchParams.get('round');
  return (
    <div className="grid gap-6">
      <SeedsCard />
      <Card data-testid="fairness-verify-card">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden /> Verify a round
          </CardTitle>
          <CardDescription>
            The outcome is recomputed in your browser with Web Crypto, by code independent of the server&apos;s, and compared with what the server
            recorded.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="round">
            <TabsList>
              <TabsTrigger value="round" data-testid="fairness-tab-round">
                One of your rounds
              </TabsTrigger>
              <TabsTrigger value="manual" data-testid="fairness-tab-manual">
                Enter seeds
              </TabsTrigger>
            </TabsList>
            <TabsContent value="round">
              <VerifyRoundPanel initialRoundId={roundId} />
            </TabsContent>
            <TabsContent value="manual">
              <VerifyManualPanel />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
