import { NO_ANSWER_MARKER } from '../../common/unanswered';

/**
 * Removes the model's no-answer marker from the start of its reply as the reply streams: text
 * that could still be the marker is held back until it is told apart, so the visitor never sees it.
 */
export function noAnswerFilter(emit: (text: string) => void) {
  let held = '';
  let decided = false;
  let found = false;
  // the space after the marker goes with it
  let trimNext = false;
  return {
    push(delta: string): void {
      if (trimNext) {
        delta = delta.trimStart();
        if (!delta) return;
        trimNext = false;
      }
      if (decided) return emit(delta);
      held += delta;
      const start = held.trimStart();
      if (start.startsWith(NO_ANSWER_MARKER)) {
        decided = true;
        found = true;
        const rest = start.slice(NO_ANSWER_MARKER.length).trimStart();
        held = '';
        if (rest) emit(rest);
        else trimNext = true;
      } else if (!NO_ANSWER_MARKER.startsWith(start)) {
        decided = true;
        const text = held;
        held = '';
        emit(text);
      }
    },
    /** at the end of the reply: whatever is still held was not the marker */
    flush(): void {
      decided = true;
      if (held) emit(held);
      held = '';
    },
    get found(): boolean {
      return found;
    },
  };
}
