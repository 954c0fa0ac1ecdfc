/** The search text of /resultado-pesquisa/{searchText}; a malformed escape is kept as typed. */
export function searchTextOf(pathname: string): string {
  const raw = pathname.slice('/resultado-pesquisa/'.length).replace(/\/$/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The search text of the results page at `pathname`, or null on any other page. */
export function searchTextOnPage(pathname: string): string | null {
  return pathname.startsWith('/resultado-pesquisa/') ? searchTextOf(pathname) : null;
}
