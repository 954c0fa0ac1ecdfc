import { Search } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { SEARCH_MIN_CHARS, usePlatform } from 'shared-contracts';
import { AreaErrorBoundary } from 'shared-design-system';
import { searchTextOnPage } from '../pages/search-results/search-text';
import { featuresAtom } from '../state/shell-store';
import { BAR_SEARCH_CLASS } from './bar-css';
import {
  SEARCH_FIELD_ID,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  searchFieldCss as fieldCss,
} from './search-field';
import { searchFilters } from './search-filters';
import { useGlobalSearch } from './use-global-search';
import { useLocationPath } from './use-location-path';

const SearchDropdown = lazy(
  () => import(/* webpackChunkName: "on-demand-search-dropdown" */ './search-dropdown'),
);

export const SEARCH_RESULTS_ID = 'shell-search-results';
/** Shown when Enter is pressed on fewer characters than a search needs (spec 1 §5: fewer than 3, no lookup). */
export const SEARCH_TOO_SHORT = `Digite ao menos ${SEARCH_MIN_CHARS} caracteres para pesquisar.`;
const HINT_ID = 'shell-search-hint';
const TOO_SHORT_ID = 'shell-search-too-short';

/**
 * The global search of the top bar: a search field with a filter selector and a dropdown of result sections
 * (loaded on demand). Enter opens the results page /resultado-pesquisa/{text}, or says how many characters a
 * search needs; on a results page the field shows its text.
 */
export default function GlobalSearch() {
  const platform = usePlatform();
  const features = useAtomValue(featuresAtom);
  const [type, setType] = useState('');
  const path = useLocationPath();
  const search = useGlobalSearch(platform.http, type, searchTextOnPage(path));
  const [tooShort, setTooShort] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const filters = searchFilters(features, platform.vertical.wording);
  const activeType = filters.some((filter) => filter.type === type) ? type : '';

  const openResults = (raw: string) => {
    const text = raw.trim();
    search.setOpen(false);
    // too short: said where the dropdown was, never a silent Enter
    if (text.length < SEARCH_MIN_CHARS) {
      setTooShort(true);
      return;
    }
    void import(/* webpackChunkName: "on-demand-search-preview" */ './search-preview').then(
      ({ searchResultsPath }) =>
        platform.navigate(searchResultsPath(text, activeType ? { type: activeType } : {})),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    openResults(search.text);
  };

  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Busca global"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && tooShort) setTooShort(false);
        if (event.key === 'Escape' && search.open) {
          event.preventDefault();
          search.setOpen(false);
          inputRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!formRef.current?.contains(event.relatedTarget as Node | null)) setTooShort(false);
        if (event.relatedTarget && !formRef.current?.contains(event.relatedTarget as Node))
          search.setOpen(false);
      }}
      className={BAR_SEARCH_CLASS}
      css={{ position: 'relative', flex: 1, maxWidth: 560, display: 'flex', gap: 8 }}
    >
      <span aria-hidden="true" css={{ display: 'inline-flex', alignItems: 'center' }}>
        <Search size={18} aria-hidden="true" focusable="false" />
      </span>
      <label htmlFor={SEARCH_FIELD_ID} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <input
        ref={inputRef}
        id={SEARCH_FIELD_ID}
        type="search"
        autoComplete="off"
        value={search.text}
        onChange={(event) => {
          search.setText(event.target.value);
          if (event.target.value.trim().length >= SEARCH_MIN_CHARS) setTooShort(false);
        }}
        onFocus={() => {
          if (search.text.trim().length >= SEARCH_MIN_CHARS && search.searched) search.setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && search.open) {
            event.preventDefault();
            document.getElementById(SEARCH_RESULTS_ID)?.querySelector<HTMLElement>('a')?.focus();
          }
        }}
        // the suggestions are links, not a listbox, so this stays a searchbox (where aria-expanded is not
        // allowed): it names the open suggestions, and ArrowDown moves into them
        aria-controls={search.open ? SEARCH_RESULTS_ID : undefined}
        aria-describedby={tooShort ? `${TOO_SHORT_ID} ${HINT_ID}` : HINT_ID}
        placeholder={SEARCH_PLACEHOLDER}
        css={{ ...fieldCss, flex: 1, minWidth: 0 }}
      />
      <span id={HINT_ID} className="visually-hidden">
        Digite ao menos {SEARCH_MIN_CHARS} caracteres para ver sugestões.
      </span>
      {tooShort ? (
        <p
          id={TOO_SHORT_ID}
          role="alert"
          css={(theme) => ({
            position: 'absolute',
            top: 'calc(100% + 4px)',
            left: 0,
            zIndex: 30,
            margin: 0,
            padding: '4px 8px',
            borderRadius: 4,
            background: theme.colors.surface,
            border: `1px solid ${theme.colors.border}`,
            fontSize: theme.fontSizes.sm,
          })}
        >
          {SEARCH_TOO_SHORT}
        </p>
      ) : null}
      <label htmlFor="shell-search-filter" className="visually-hidden">
        Filtrar busca por
      </label>
      <select
        id="shell-search-filter"
        value={activeType}
        onChange={(event) => setType(event.target.value)}
        css={fieldCss}
      >
        {filters.map((filter) => (
          <option key={filter.type} value={filter.type}>
            {filter.label}
          </option>
        ))}
      </select>
      {search.open ? (
        <AreaErrorBoundary>
          <Suspense fallback={null}>
            <SearchDropdown
              id={SEARCH_RESULTS_ID}
              text={search.text.trim()}
              type={activeType}
              loading={search.loading}
              sections={search.sections}
              onNavigate={() => search.setOpen(false)}
              onExit={() => inputRef.current?.focus()}
            />
          </Suspense>
        </AreaErrorBoundary>
      ) : null}
    </form>
  );
}
