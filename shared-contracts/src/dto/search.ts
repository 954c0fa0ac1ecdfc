/** One result of the global search preview (GET /v3/search/preview). */
export interface SearchPreviewItem {
  id: number | string;
  title: string;
  subtitle: string;
  url: string;
}

/** One section of the preview: its type decides the search_show_<type> flag that shows it. */
export interface SearchPreviewSection {
  /** the search type */
  type: string;
  title: string;
  /** matches in this section (items holds at most the asked rows of them) */
  total: number;
  items: SearchPreviewItem[];
}
