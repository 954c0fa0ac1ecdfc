import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  startTransition,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import {
  TOO_MANY_REQUESTS_MESSAGE,
  usePlatform,
  type StudyTableGridItem,
  type StudyTableResponsiveLayout,
} from 'shared-contracts';
import { Button } from 'shared-design-system';
import { statusOf } from 'shared-design-system/area';
import { CARD_GRID_KEY, saveCardGrid } from '../api/get-card-grid';
import { ExclusiveCoursesSection } from '../components/exclusive-courses-section';
import { FavoritesWidget } from '../components/favorites-widget';
import { GoalSection } from '../components/goal-section';
import { KeepStudyingSection } from '../components/keep-studying-section';
import { LastUpdatesSection } from '../components/last-updates-section';
import { RecentActivitiesWidget } from '../components/recent-activities-widget';
import { RecommendedCoursesSection } from '../components/recommended-courses-section';
import { StudyFilesWidget } from '../components/study-files-widget';
import {
  defaultLayouts,
  breakpointOf,
  inReadingOrder,
  GRID_COLS,
  moveItem,
  resizeItem,
  restoreLayouts,
  type GridWidgetSize,
} from './grid-layout';
import { StaticGrid } from './static-grid';

/** react-grid-layout, for the pointer, only while the student organizes the table (issue 12). */
const loadPointerGrid = () => import('./pointer-grid');
const PointerGrid = lazy(loadPointerGrid);

/** The width the grid is laid out for while its container measures nothing (hidden, or jsdom): a phone's. */
const UNMEASURED_GRID_WIDTH = 320;

interface Widget extends GridWidgetSize {
  title: string;
  render: (controls: ReactNode) => ReactNode;
}

function widgetsFor(goalId: number | null, withExclusive: boolean): Widget[] {
  const all: (Widget | false)[] = [
    {
      id: 'recent-activities',
      title: 'Atividades recentes',
      column: 'main',
      h: 14,
      render: (controls) => <RecentActivitiesWidget controls={controls} />,
    },
    {
      id: 'keep-studying',
      title: 'Continue estudando',
      column: 'main',
      h: 10,
      render: (controls) => <KeepStudyingSection controls={controls} />,
    },
    {
      id: 'recommended',
      title: 'Cursos recomendados',
      column: 'main',
      h: 10,
      render: (controls) => <RecommendedCoursesSection goalId={goalId} controls={controls} />,
    },
    {
      id: 'goal',
      title: 'Seu objetivo',
      column: 'side',
      h: 7,
      render: (controls) => <GoalSection goalId={goalId} controls={controls} />,
    },
    {
      id: 'favorites',
      title: 'Favoritos',
      column: 'side',
      h: 7,
      render: (controls) => <FavoritesWidget controls={controls} />,
    },
    {
      id: 'last-updates',
      title: 'Últimas atualizações',
      column: 'side',
      h: 9,
      render: (controls) => <LastUpdatesSection controls={controls} />,
    },
    withExclusive && {
      id: 'exclusive',
      title: 'Cursos exclusivos',
      column: 'side',
      h: 9,
      render: (controls) => <ExclusiveCoursesSection controls={controls} />,
    },
    {
      id: 'files',
      title: 'Meus arquivos',
      column: 'side',
      h: 10,
      render: (controls) => <StudyFilesWidget goalId={goalId} controls={controls} />,
    },
  ];
  return all.filter((widget): widget is Widget => widget !== false);
}

/** The keyboard way to arrange one card (drag and resize need a pointer). */
function CardControls({
  title,
  onMove,
  onResize,
}: {
  title: string;
  onMove: (direction: 'up' | 'down') => void;
  onResize: (change: { w?: number; h?: number }) => void;
}) {
  const buttons: { label: string; text: string; run: () => void }[] = [
    { label: `Mover ${title} para cima`, text: '↑', run: () => onMove('up') },
    { label: `Mover ${title} para baixo`, text: '↓', run: () => onMove('down') },
    { label: `Deixar ${title} mais largo`, text: '↔+', run: () => onResize({ w: 1 }) },
    { label: `Deixar ${title} mais estreito`, text: '↔−', run: () => onResize({ w: -1 }) },
    { label: `Deixar ${title} mais alto`, text: '↕+', run: () => onResize({ h: 1 }) },
    { label: `Deixar ${title} mais baixo`, text: '↕−', run: () => onResize({ h: -1 }) },
  ];
  return (
    <div
      role="group"
      aria-label={`Organizar ${title}`}
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'center' })}
    >
      <span className="st-drag-handle" title={`Arraste para mover ${title}`} aria-hidden>
        ⠿
      </span>
      {buttons.map((button) => (
        <Button key={button.label} size="sm" variant="ghost" aria-label={button.label} onClick={button.run}>
          {button.text}
        </Button>
      ))}
    </div>
  );
}

/**
 * Each card's content rendered once, into a node of its own that whichever grid shows the card takes in
 * (`CardSlot`): the still grid and the pointer's grid are different trees, and without this a card would be
 * mounted again each time the student starts or ends organizing, losing what it holds (a file chosen and not
 * yet sent, the hidden courses shown) and asking its calls again. Reparenting through portals: React keeps the
 * content where the portal is; only its node moves.
 */
function useCardNodes() {
  const nodes = useRef(new Map<string, HTMLDivElement>());
  return (id: string) => {
    let node = nodes.current.get(id);
    if (!node) {
      node = document.createElement('div');
      nodes.current.set(id, node);
    }
    return node;
  };
}

/** A card's place in a grid: takes in the card's node (see `useCardNodes`) as it is laid out, before the paint. */
function CardSlot({ node }: { node: HTMLElement }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    slot.current?.appendChild(node);
  }, [node]);
  return <div ref={slot} />;
}

/** The grid's width when it was last shown: a page coming back lays its cards out at once, at that width. */
let lastWidth: number | null = null;

/**
 * The container's width, measured before the first paint (a layout effect) and followed after. Not the
 * library's useContainerWidth: that lays the grid out at 1280 px first and measures after the paint, so the
 * cards of a narrower screen slid to their places in front of the student (a layout shift, issue 12). The
 * grid is first laid out at the measured width, never at a guessed one. On the page's first visit that first
 * layout, with every card in it, is the heaviest render of the page: it is a transition (React renders it in
 * slices), not the synchronous re-render a layout effect's plain state update would force (one task of
 * ~450 ms on a phone's CPU, measured with 4× throttling). A page coming back (from the query cache) starts
 * at the width it had, so its cards are there in its first frame.
 */
function useMeasuredWidth() {
  const containerRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(lastWidth);
  useLayoutEffect(() => {
    const node = containerRef.current;
    if (!node) return;
    const measure = (measured: number) => {
      lastWidth = measured;
      startTransition(() => setWidth(measured));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure(node.clientWidth);
      return;
    }
    // the observer's first answer comes with the frame's own layout, before its paint; reading clientWidth
    // here would force that layout inside React's commit, one long task of both (issue 12)
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(Math.round(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { width, containerRef };
}

function Grid({ saved, widgets }: { saved: StudyTableResponsiveLayout | null; widgets: Widget[] }) {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  const { width: measured, containerRef } = useMeasuredWidth();
  const mounted = measured !== null;
  // the container's own width, even below a phone's (a 360 px screen leaves it ~270 px beside the side menu):
  // a grid wider than its container made the whole page scroll sideways
  const width = measured || UNMEASURED_GRID_WIDTH;
  const [arranged, setArranged] = useState<StudyTableResponsiveLayout | null>(saved);
  const [organizing, setOrganizing] = useState(false);
  const layouts = useMemo(() => restoreLayouts(arranged, widgets), [arranged, widgets]);
  const breakpoint = breakpointOf(width);
  const cols = GRID_COLS[breakpoint];
  const save = useMutation({
    mutationFn: (responsiveLayout: StudyTableResponsiveLayout) => {
      const grid = { responsiveLayout, updatedAt: new Date().toISOString() };
      return saveCardGrid(http, grid).then(() => grid);
    },
    onSuccess: (grid) => queryClient.setQueryData(CARD_GRID_KEY, grid),
  });

  const commit = (layout: readonly StudyTableGridItem[]) => {
    const next = { ...layouts, [breakpoint]: [...layout] };
    setArranged(next);
    save.mutate(next);
  };
  const current = useMemo(() => inReadingOrder(layouts[breakpoint] ?? []), [layouts, breakpoint]);
  const ordered = useMemo(() => {
    const rank = new Map(current.map((item, index) => [item.i, index]));
    return [...widgets].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  }, [current, widgets]);

  const nodeOf = useCardNodes();
  // what each card shows, rendered once wherever the card is laid out
  const contents = ordered.map((widget) =>
    createPortal(
      widget.render(
        organizing ? (
          <CardControls
            title={widget.title}
            onMove={(direction) => commit(moveItem(current, widget.id, direction, cols))}
            onResize={(change) => commit(resizeItem(current, widget.id, change, cols))}
          />
        ) : undefined,
      ),
      nodeOf(widget.id),
      widget.id,
    ),
  );
  // the cards in reading order (top to bottom, then left to right): screen readers and Tab follow what is seen
  const cards = ordered.map((widget) => ({ id: widget.id, content: <CardSlot node={nodeOf(widget.id)} /> }));
  // one layout per breakpoint, chosen here from the measured width
  const still = <StaticGrid cols={cols} layout={current} cards={cards} />;
  // while the pointer's grid loads, the keyboard's controls already work on the still one
  const grid = organizing ? (
    <Suspense fallback={still}>
      <PointerGrid width={width} cols={cols} layout={current} onChange={commit}>
        {cards.map(({ id, content }) => (
          <div key={id} data-grid-card={id}>
            {content}
          </div>
        ))}
      </PointerGrid>
    </Suspense>
  ) : (
    still
  );

  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <div
        css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' })}
      >
        <Button
          variant="secondary"
          aria-pressed={organizing}
          // the pointer's grid starts loading as the student reaches for the button
          onPointerEnter={() => void loadPointerGrid()}
          onFocus={() => void loadPointerGrid()}
          onClick={() => setOrganizing((on) => !on)}
        >
          {organizing ? 'Concluir organização' : 'Organizar mesa'}
        </Button>
        {organizing && (
          <Button
            variant="ghost"
            onClick={() => {
              const defaults = defaultLayouts(widgets);
              setArranged(defaults);
              save.mutate(defaults);
            }}
          >
            Restaurar organização padrão
          </Button>
        )}
        <p aria-live="polite" css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
          {save.isSuccess && !save.isPending ? 'Organização da mesa salva.' : ''}
        </p>
        {save.isError && (
          <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
            {statusOf(save.error) === 429
              ? `${TOO_MANY_REQUESTS_MESSAGE} A organização continua assim nesta visita.`
              : 'Não foi possível salvar a organização da sua mesa. Ela continua assim nesta visita; tente de novo.'}
          </p>
        )}
      </div>
      <div
        ref={containerRef}
        data-testid="study-table-grid"
        data-breakpoint={breakpoint}
        css={(theme) => ({
          '.react-grid-layout': { position: 'relative', transition: 'height 200ms ease' },
          '.react-grid-item, .st-grid-card': {
            transition: 'all 200ms ease',
            transitionProperty: 'left, top, width, height, transform',
            overflow: 'auto',
            padding: theme.space.sm,
            background: theme.colors.surface,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            boxSizing: 'border-box',
            // a card the screen does not show is neither laid out nor painted inside until it comes near
            // (its box keeps the grid's width and height, so nothing moves): on a phone the first frame
            // drew all the page's ~4,400 px of cards (issue 12)
            contentVisibility: 'auto',
          },
          '.react-grid-item.react-draggable-dragging, .react-grid-item.resizing': {
            transition: 'none',
            zIndex: 3,
          },
          '.react-grid-item.react-grid-placeholder': {
            background: theme.colors.primary,
            opacity: 0.2,
            border: 'none',
          },
          '.react-resizable-handle': {
            position: 'absolute',
            right: 0,
            bottom: 0,
            width: 20,
            height: 20,
            cursor: 'se-resize',
            borderRight: `3px solid ${theme.colors.textMuted}`,
            borderBottom: `3px solid ${theme.colors.textMuted}`,
          },
          '.st-drag-handle': {
            cursor: 'grab',
            fontSize: theme.fontSizes.lg,
            padding: `0 ${theme.space.xs}px`,
          },
        })}
      >
        {mounted && grid}
        {mounted && contents}
      </div>
    </div>
  );
}

/** What the study table page read before the grid (issue 12: the calls leave with the page, not with this chunk). */
export interface DashboardGridProps {
  /** the arrangement to restore (savedLayout of GET card-grid and GET /v3/study-table), null for the default */
  saved: StudyTableResponsiveLayout | null;
  /** the student's first favourite goal (GET favorite goals), if any */
  goalId: number | null;
  /** whether the student has exclusive courses (their card is shown only then) */
  withExclusive: boolean;
}

/**
 * The dashboard's cards in a grid the student rearranges and resizes: at rest a CSS grid (static-grid.tsx),
 * while organizing react-grid-layout (pointer-grid.tsx, loaded only then, with the same geometry). The saved
 * layout is restored (the newer of GET card-grid and the study table's record GET /v3/study-table; both null
 * → the default layout) and every change is saved (POST card-grid {responsiveLayout, updatedAt}).
 */
export default function DashboardGrid({ saved, goalId, withExclusive }: DashboardGridProps) {
  const widgets = useMemo(() => widgetsFor(goalId, withExclusive), [goalId, withExclusive]);
  return <Grid saved={saved} widgets={widgets} />;
}
