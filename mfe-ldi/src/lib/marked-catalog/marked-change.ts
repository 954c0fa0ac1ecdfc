/** A change of the student's state in an entry: its done mark, a class's done mark, its place in the list. */
export type MarkedChange =
  | { kind: 'entry'; done: boolean }
  | { kind: 'class'; classId: number; done: boolean }
  | { kind: 'list'; add: boolean };

/**
 * The words of a catalogue's logged events: the entry's noun ('trail' gives 'trail_opened', 'trail_done') and
 * its list's ('my_trails' gives 'added_to_my_trails', 'removed_from_my_trails').
 */
export interface MarkedEventWords {
  entry: string;
  list: string;
}

/** The event a change is logged as. */
export function markedChangeEvent(change: MarkedChange, words: MarkedEventWords): string {
  switch (change.kind) {
    case 'entry':
      return change.done ? `${words.entry}_done` : `${words.entry}_not_done`;
    case 'class':
      return change.done ? 'class_done' : 'class_not_done';
    case 'list':
      return change.add ? `added_to_${words.list}` : `removed_from_${words.list}`;
  }
}
