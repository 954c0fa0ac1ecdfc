export const SEARCH_LABEL = 'Pesquisar na plataforma';
export const SEARCH_PLACEHOLDER = 'O que você quer estudar hoje?';
export const SEARCH_FIELD_ID = 'shell-search';

export const searchFieldCss = {
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid rgba(127,127,127,0.45)',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
} as const;

/**
 * What happened in the first-paint field before GlobalSearch arrived: its text, whether it has focus and
 * whether Enter was pressed. Kept as the events come (React may render the lazy search ahead of showing
 * it, so reading the field during that render could miss the last keystrokes).
 */
export const earlySearch = { text: '', focused: false, submitted: false };

/**
 * The search field as the first paint shows it, while the search's own chunk (debounce, filter, dropdown)
 * loads; what is typed meanwhile is taken over by GlobalSearch (earlySearch).
 */
export function SearchFieldFallback() {
  return (
    <form
      role="search"
      aria-label="Busca global"
      onSubmit={(event) => {
        event.preventDefault();
        earlySearch.submitted = true;
      }}
      onInput={(event) => {
        earlySearch.text = (event.target as HTMLInputElement).value;
      }}
      onFocus={() => {
        earlySearch.focused = true;
      }}
      onBlur={(event) => {
        // focus moved elsewhere; a blur without a next element may be this field being replaced
        if (event.relatedTarget) earlySearch.focused = false;
      }}
      css={{ flex: 1, maxWidth: 560, display: 'flex' }}
    >
      <label htmlFor={SEARCH_FIELD_ID} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <input
        id={SEARCH_FIELD_ID}
        type="search"
        autoComplete="off"
        placeholder={SEARCH_PLACEHOLDER}
        css={{ ...searchFieldCss, flex: 1, minWidth: 0 }}
      />
    </form>
  );
}
