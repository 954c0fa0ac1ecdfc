import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FolderListingType } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, Button, EmptyState, Input, Tabs } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  isPlainClick,
  pageParam,
  Pager,
  QueryView,
  usePageHref,
  usePagePastEnd,
  useUrlParams,
} from 'shared-design-system/area';
import {
  NOTEBOOKS_PARAMS,
  PARAM_FOLDER,
  ROOT_PATH,
  ROUTES,
  SEARCH_INPUT_DEBOUNCE_MS,
} from '../../../constants';
import { useUrlText } from '../../../lib/use-url-text';
import { folderListingQuery } from '../api/get-folder-listing';
import { FolderItemRow } from './folder-item-row';

type TypeTab = Extract<FolderListingType, 'FOLDER' | 'NOTEBOOK' | 'STUDENT_EXAM'> | '';

/** The type tabs as the address names them (?tipo=); 'Todos' is no parameter. */
const TYPE_PARAM_VALUES: Record<Exclude<TypeTab, ''>, string> = {
  FOLDER: 'pastas',
  NOTEBOOK: 'cadernos',
  STUDENT_EXAM: 'simulados',
};

/** The tab of ?tipo= ('Todos' when absent or unknown). */
function typeOf(params: URLSearchParams): TypeTab {
  const value = params.get(NOTEBOOKS_PARAMS.type);
  const found = Object.entries(TYPE_PARAM_VALUES).find(([, name]) => name === value);
  return found ? (found[0] as TypeTab) : '';
}

/** 'Novo caderno', or 'Nova lista' where notebooks are lists. */
export function newNotebookLabel(wording: { notebook: string }): string {
  const noun = wording.notebook.toLowerCase();
  return noun.endsWith('a') ? `Nova ${noun}` : `Novo ${noun}`;
}

/** The folder opened through ?pasta= (the root when absent or not a path under it). */
function folderPathOf(params: URLSearchParams): string {
  const path = params.get(PARAM_FOLDER);
  return path && (path === ROOT_PATH || path.startsWith(`${ROOT_PATH}.`)) ? path : ROOT_PATH;
}

/**
 * One page of a folder's items (the page in the address, a link per page; a page past the last one goes back
 * to the first). The host's drawers and this area's writes refresh it (the root's invalidation rules on
 * LISTING_REFRESH_EVENTS, the mutations); the list stays on screen meanwhile.
 */
function Listing({
  path,
  type,
  search,
  page,
}: {
  path: string;
  type: TypeTab;
  search: string;
  page: number;
}) {
  const { http, vertical } = usePlatform();
  const pageHref = usePageHref(NOTEBOOKS_PARAMS.page);
  const listing = useQuery(folderListingQuery(http, { path, page, type, search }));
  // a page past the last one (an old link, a list that shrank) goes back to the first
  const pastLast = usePagePastEnd(page, listing.data?.data.pagination.last_page, NOTEBOOKS_PARAMS.page);
  const skeleton = (
    <ContentSkeleton
      count={3}
      itemHeight={64}
      label={`Carregando ${vertical.wording.notebooksAndExams.toLowerCase()}`}
    />
  );
  if (pastLast) return skeleton;
  return (
    <QueryView
      query={listing}
      errorMessage={`Não foi possível carregar seus ${vertical.wording.notebooks.toLowerCase()} e simulados.`}
      skeleton={skeleton}
      isEmpty={(answer) => answer.data.items.subitems.length === 0}
      empty={
        <EmptyState
          headingLevel={2}
          title={search ? `Nada encontrado para "${search}"` : 'Nada por aqui ainda'}
          description={
            search
              ? 'Tente outro termo de busca.'
              : `Crie um ${vertical.wording.notebook.toLowerCase()} ou uma pasta para organizar seus estudos.`
          }
        />
      }
    >
      {({ data: { items, pagination } }) => (
        <>
          <ul
            aria-label={`Itens de ${vertical.wording.notebooksAndExams}`}
            css={(theme) => ({
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: theme.space.sm,
            })}
          >
            {items.subitems.map((item) => (
              <FolderItemRow key={`${item.tag}-${item.id}`} item={item} wording={vertical.wording} />
            ))}
          </ul>
          <Pager
            page={pagination.page}
            lastPage={pagination.last_page}
            label={`Páginas de ${vertical.wording.notebooksAndExams}`}
            hrefOf={pageHref}
          />
        </>
      )}
    </QueryView>
  );
}

/**
 * /cadernos-e-simulados: the student's folders, notebooks and exams (per-vertical wording), refreshed on bus
 * events. The folder, the search, the type tab and the page live in the address (?pasta=&busca=&tipo=&pagina=):
 * a reload, a shared link or the back button shows the same list.
 */
export function NotebooksPage() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const [params, update] = useUrlParams();
  const navigate = useNavigate();
  const path = folderPathOf(params);
  const type = typeOf(params);
  const page = pageParam(params.get(NOTEBOOKS_PARAMS.page));
  // the field writes its text to the address once typing pauses, with the first page: the list asks for
  // what the address holds, so no page of the old text is asked for on the way
  const [input, setInput] = useUrlText(NOTEBOOKS_PARAMS.search, SEARCH_INPUT_DEBOUNCE_MS);
  const search = (params.get(NOTEBOOKS_PARAMS.search) ?? '').trim();

  // each folder of the trail is a link, as the listing's folder rows are, followed inside the area
  const folderLink = (target: string) => {
    const href =
      target === ROOT_PATH
        ? ROUTES.notebooks
        : `${ROUTES.notebooks}?${new URLSearchParams({ [PARAM_FOLDER]: target }).toString()}`;
    // the kit's Breadcrumb hands the link's click to onSelect
    const onSelect = (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      void navigate(href);
    };
    return { href, onSelect };
  };
  const segments = path.split('.');
  const breadcrumb =
    path === ROOT_PATH ? undefined : (
      <Breadcrumb
        segments={segments.map((segment, index) => {
          const target = segments.slice(0, index + 1).join('.');
          const label = index === 0 ? wording.notebooksAndExams : segment.replace(/_/g, ' ');
          return index === segments.length - 1 ? { label } : { label, ...folderLink(target) };
        })}
      />
    );

  const tabs: { id: TypeTab; label: string }[] = [
    { id: '', label: 'Todos' },
    { id: 'FOLDER', label: 'Pastas' },
    { id: 'NOTEBOOK', label: wording.notebooks },
    { id: 'STUDENT_EXAM', label: 'Simulados' },
  ];
  const listing = <Listing path={path} type={type} search={search} page={page} />;
  const searchLabel = `Buscar em ${wording.notebooksAndExams}`;

  return (
    <AreaPage
      title={wording.notebooksAndExams}
      breadcrumb={breadcrumb}
      actions={
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
          <Button onClick={() => platform.openDrawer({ kind: 'create-notebook', path })}>
            {newNotebookLabel(wording)}
          </Button>
          <Button variant="secondary" onClick={() => platform.openDrawer({ kind: 'create-folder', path })}>
            Nova pasta
          </Button>
          <Button variant="secondary" onClick={() => platform.openDrawer({ kind: 'create-exam', path })}>
            Novo simulado
          </Button>
        </div>
      }
    >
      {/* named after what it searches, apart from the host's top bar search */}
      <form role="search" aria-label={searchLabel} onSubmit={(event) => event.preventDefault()}>
        <Input
          label={searchLabel}
          type="search"
          value={input}
          // another search starts at its first page
          onChange={(event) => setInput(event.target.value, { [NOTEBOOKS_PARAMS.page]: null })}
          autoComplete="off"
        />
      </form>
      <Tabs
        label="Tipo de item"
        selectedId={type || 'todos'}
        onChange={(id) =>
          update({
            [NOTEBOOKS_PARAMS.type]: id === 'todos' ? null : TYPE_PARAM_VALUES[id as Exclude<TypeTab, ''>],
            [NOTEBOOKS_PARAMS.page]: null,
          })
        }
        tabs={tabs.map((tab) => ({
          id: tab.id || 'todos',
          label: tab.label,
          content: (tab.id || 'todos') === (type || 'todos') ? listing : null,
        }))}
      />
    </AreaPage>
  );
}
