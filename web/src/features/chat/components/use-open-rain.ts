import type { GetChatRainResponse } from '@app/contracts';
import { useChatRain } from '../api/get-chat-rain';
import { useSecondsLeft } from '@/hooks/use-seconds-left';

export type OpenRain = NonNullable<GetChatRainResponse['rain']>;

/**
 * The rain open now, with the whole seconds left to join (counting down on this browser's clock) and
 * whether the player joined; null when there is none or its countdown ran out. The cached rain follows
 * rain_start / rain_end through useChatEvents, which ChatDock keeps mounted while the drawer is closed.
 */
export function useOpenRain(): { rain: OpenRain; joined: boolean; secondsLeft: number } | null {
  const { data } = useChatRain();
  const rain = data?.rain ?? null;
  const deadline = rain ? Date.parse(rain.endsAt) : null;
  const secondsLeft = useSecondsLeft(deadline !== null && Number.isFinite(deadline) ? deadline : null);
  if (!rain || secondsLeft <= 0) return null;
  return { rain, joined: data?.joined ?? false, secondsLeft };
}

/** What a screen reader hears for the countdown badge. */
export function rainSecondsLeftLabel(secondsLeft: number): string {
  return `${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'} left`;
}
