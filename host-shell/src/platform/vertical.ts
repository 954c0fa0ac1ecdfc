import { switchVerticalHost, type VerticalId } from 'shared-contracts';
import { verticalBrands } from 'shared-design-system';

/**
 * The address of the same page in another vertical: the first host label replaced by the vertical's name
 * (spec 1 §1), port, path, query and hash kept.
 */
export function verticalSwitchUrl(href: string, vertical: VerticalId): string {
  const url = new URL(href);
  url.host = switchVerticalHost(url.host, vertical);
  return url.toString();
}

/** The vertical's favicon, colour scheme hint and page data attribute, set once at boot. */
export function applyVerticalToDocument(vertical: VerticalId, doc: Document = document): void {
  const brand = verticalBrands[vertical];
  doc.documentElement.dataset.vertical = vertical;
  doc.title = brand.productName;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.favicon;
  let themeColor = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!themeColor) {
    themeColor = doc.createElement('meta');
    themeColor.name = 'theme-color';
    doc.head.appendChild(themeColor);
  }
  themeColor.content = brand.primary;
}
