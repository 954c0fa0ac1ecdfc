/** Folder / notebook / exam listing entities (spec 1 §3). */
export type FolderItemTag =
  'FOLDER' | 'MY_NOTEBOOK' | 'SHARED_NOTEBOOK' | 'MY_STUDENT_EXAM' | 'SHARED_STUDENT_EXAM';

export interface FolderItem {
  id: number;
  name: string;
  /** dot-separated; root 'base'; spaces as underscores */
  path: string;
  tag: FolderItemTag;
  /** owner */
  student_id: number;
  subitems?: FolderItem[];
}

export interface FolderListing {
  data: { items: { subitems: FolderItem[] }; pagination: { total: number } };
}
