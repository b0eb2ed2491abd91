import type { ButtonProps } from '@/components/ui/button';
import { GuardedButton } from '@/components/ui/guarded-button';

/**
 * A game's action button (Roll, Spin, Deal, Play, Hit, Cash Out…): it keeps the keyboard focus while it
 * cannot be pressed (GuardedButton), so Enter plays the next round from where the last one was played.
 * `data-keep-focus` marks it as where `FocusKeeper` puts the focus when the button that held it is replaced.
 */
export function PlayButton(props: ButtonProps) {
  return <GuardedButton {...props} data-keep-focus="" />;
}
