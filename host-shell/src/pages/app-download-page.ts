/**
 * The app download page (/baixar-o-app, spec 1 guard 4: where every phone that opens a study area lands), as
 * plain DOM. The early boot script paints it into the static frame as soon as it knows a signed-in phone is
 * sent there (issue 12: the phone sees its page without waiting for the shell's bundle); the shell's React
 * page (shell-pages.tsx) renders the same markup and removes this one in the same frame, so nothing moves.
 */
import { BOOT_PAGE_ATTRIBUTE } from './boot-page';

export const APP_DOWNLOAD_TITLE = 'Baixe o aplicativo';
export const APP_DOWNLOAD_TEXT = 'Para estudar pelo celular, use o nosso aplicativo para iOS e Android.';
export const APP_DOWNLOAD_TITLE_ID = 'app-download-title';

/** Paints the page into the frame's <main id="area"> (no-op without it), marked as the boot's. */
export function paintBootAppDownloadPage(doc: Document = document): void {
  const area = doc.getElementById('area');
  if (!area || area.querySelector(`[${BOOT_PAGE_ATTRIBUTE}]`)) return;
  const section = doc.createElement('section');
  section.setAttribute(BOOT_PAGE_ATTRIBUTE, '');
  section.setAttribute('aria-labelledby', APP_DOWNLOAD_TITLE_ID);
  const title = doc.createElement('h1');
  title.id = APP_DOWNLOAD_TITLE_ID;
  title.textContent = APP_DOWNLOAD_TITLE;
  const text = doc.createElement('p');
  text.textContent = APP_DOWNLOAD_TEXT;
  section.append(title, text);
  area.prepend(section);
}
