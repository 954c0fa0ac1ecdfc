/**
 * What the early boot paints before the shell starts (app-download-page.ts) carries this attribute; the shell
 * removes it once its own page is there. A module of its own: the shell's first load needs only this.
 */
export const BOOT_PAGE_ATTRIBUTE = 'data-boot-page';

/** Removes what the early boot painted (the shell's own page has taken its place, or another page has). */
export function removeBootPage(doc: Document = document): void {
  for (const element of doc.querySelectorAll(`[${BOOT_PAGE_ATTRIBUTE}]`)) element.remove();
}
