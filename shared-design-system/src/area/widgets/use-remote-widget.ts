import { useEffect, useState, type ComponentType } from 'react';
import { usePlatform, type PlatformApi } from 'shared-contracts';

/**
 * A widget another remote exposes (`platform.loadWidget(id)`), checked by `guard`: 'loading', then its
 * module, or null when it is unavailable (not deployed, failed to load, or not the expected shape). The
 * page shows its own fallback for null: a widget that fails degrades one part of the page only. Give a
 * module-level `guard`: a new function on each render would load the widget again.
 */
export function useRemoteWidget<T>(
  id: string,
  guard: (module: unknown) => module is T,
): T | 'loading' | null {
  const platform = usePlatform();
  const [widget, setWidget] = useState<T | 'loading' | null>('loading');
  useEffect(() => {
    let active = true;
    platform.loadWidget<unknown>(id).then(
      (module) => active && setWidget(guard(module) ? module : null),
      () => active && setWidget(null),
    );
    return () => {
      active = false;
    };
  }, [platform, id, guard]);
  return widget;
}

/** The comments and forum widget mfe-submissions exposes (ARCHITECTURE §3). */
export const COMMENTS_WIDGET_ID = 'mfe_submissions/comments';

/** Where the widget posts new comments (edit, delete, reactions and reports always go to the social API). */
export type CommentTarget =
  { kind: 'social' } | { kind: 'course' } | { kind: 'chapter'; course: string; chapterId: number };

/** The props of the comments widget. */
export interface CommentsWidgetProps {
  platform: PlatformApi;
  /** the forum read and written to */
  forumId: number;
  /** its heading; default 'Comentários' */
  title?: string;
  /** default: a social forum */
  target?: CommentTarget;
}

/** What `loadWidget(COMMENTS_WIDGET_ID)` gives. */
export interface CommentsWidgetModule {
  CommentsWidget: ComponentType<CommentsWidgetProps>;
}

function isCommentsWidgetModule(value: unknown): value is CommentsWidgetModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { CommentsWidget?: unknown }).CommentsWidget === 'function'
  );
}

/** The mfe-submissions comments widget: 'loading', then its module, or null when it is unavailable. */
export function useCommentsWidget(): CommentsWidgetModule | 'loading' | null {
  return useRemoteWidget(COMMENTS_WIDGET_ID, isCommentsWidgetModule);
}
