/** UI state of the shell (spec 1 §3). */
export type ShelfViewMode = 'grid' | 'list';

export interface UiState {
  /** default 'o Início' */
  previousPageName: string;
  modal: string | null;
  /** default true */
  leftMenuVisible: boolean;
  /** default false */
  verticalUnderMaintenance: boolean;
  /** default 'grid' */
  shelfViewMode: ShelfViewMode;
  mockExamRunning: boolean;
  castFiltersApplied: boolean;
  currentQuestionId: number | null;
  userAnswersModalOpen: boolean;
  /** content texts with {{quantity}} placeholders, keyed under 'cadernos-e-simulados' */
  contents: Record<string, Record<string, string>>;
}
