/** Within this many pixels of the end, the reader counts as following the newest lines. */
export const FOLLOW_SLACK_PX = 48;

/** Whether a scrolled box shows its end (give or take FOLLOW_SLACK_PX): the reader is following the chat. */
export function showsNewest(box: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= FOLLOW_SLACK_PX;
}
