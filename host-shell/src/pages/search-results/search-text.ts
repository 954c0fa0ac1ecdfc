/** The search text of /resultado-pesquisa/{searchText}; a malformed escape is kept as typed. */
export function searchTextOf(pathname: string): string {
  const raw = pathname.slice('/resultado-pesquisa/'.length).replace(/\/$/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
