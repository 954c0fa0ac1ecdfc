import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** What a marked entry's page says and offers, for `toggleMarks`. */
export interface ToggleMarksWords {
  /** two classes' titles: the first starts done, the second not */
  classes: readonly [first: string, second: string];
  /** the entry's own buttons ('Marcar trilha como concluída', 'Marcar trilha como não concluída') */
  markDone: string;
  markNotDone: string;
  /** the summary's words for the entry ('Trilha concluída', 'Trilha não concluída') and its number of classes */
  summary: { done: string; notDone: string; total: number };
}

/**
 * As a student on an entry's page (not done, its first class done and no other): marks the second class done
 * and the first not done, then the entry done and not done, and after each change finds what the page says
 * ('Trilha não concluída · 2 de 2 aulas concluídas').
 */
export async function toggleMarks(
  user: UserEvent,
  { classes, markDone, markNotDone, summary }: ToggleMarksWords,
) {
  const says = (entryDone: boolean, classesDone: number) =>
    `${entryDone ? summary.done : summary.notDone} · ${classesDone} de ${summary.total} aulas concluídas`;
  const [first, second] = classes;

  await user.click(await screen.findByRole('button', { name: `Marcar "${second}" como concluída` }));
  expect(await screen.findByText(says(false, 2))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: `Marcar "${first}" como não concluída` }));
  expect(await screen.findByText(says(false, 1))).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: markDone }));
  expect(await screen.findByText(says(true, 1))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: markNotDone }));
  expect(await screen.findByText(says(false, 1))).toBeInTheDocument();
}
