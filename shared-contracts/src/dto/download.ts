/** An item of the download queue (spec 1 §3). */
export interface DownloadItem {
  url: string;
  name: string;
  options?: { mimeType?: string };
  /** 0-100 */
  progress: number;
  isDismissed: boolean;
  hasError: boolean;
}
