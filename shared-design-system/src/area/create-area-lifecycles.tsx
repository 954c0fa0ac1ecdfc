import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { QueryClient } from '@tanstack/react-query';
import type { PlatformApi } from 'shared-contracts';
// The package's main entry, not its files: under federation that is the shared singleton the host
// already loaded, so this sub-path entry ('shared-design-system/area') carries no second copy of them.
import {
  AreaErrorFallback,
  PlatformThemeProvider,
  getAreaElement,
  removeAreaElement,
} from 'shared-design-system';

/** Props every area root receives (from single-spa customProps). */
export interface AreaRootProps {
  platform: PlatformApi;
  /** tests pass a fresh one; otherwise the area's own client, kept across mounts (cache on return) */
  queryClient?: QueryClient;
}

/** Props single-spa passes to the lifecycles: its own (name, singleSpa, mountParcel) plus customProps. */
export interface AreaLifecycleProps {
  name: string;
  platform: PlatformApi;
  singleSpa?: unknown;
  mountParcel?: unknown;
}

/** The single-spa lifecycles of an area (what a remote's `./app` exposes). */
export interface AreaLifecycles {
  bootstrap: (props: AreaLifecycleProps) => Promise<unknown>;
  mount: (props: AreaLifecycleProps) => Promise<unknown>;
  unmount: (props: AreaLifecycleProps) => Promise<unknown>;
}

/** Options of `createAreaLifecycles`. */
export interface CreateAreaLifecyclesOptions {
  /** area name for logs (e.g. 'mfe-cast') */
  name: string;
  /** the area's root component; wrap its content in AreaShell */
  Root: React.ComponentType<AreaRootProps>;
}

/**
 * single-spa lifecycles for an area: React 19 createRoot into the application's own container inside
 * #area (removed again on unmount), Root rendered with { platform } from customProps, and a pt-BR
 * fallback if Root itself throws.
 */
export function createAreaLifecycles({ name, Root }: CreateAreaLifecyclesOptions): AreaLifecycles {
  function AreaRoot(props: AreaLifecycleProps) {
    return <Root platform={props.platform} />;
  }
  AreaRoot.displayName = `AreaRoot(${name})`;

  const lifecycles = singleSpaReact<AreaRootProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: AreaRoot,
    // single-spa's own naming: the container of application X is #single-spa-application:X, inside #area
    domElementGetter: (props: { name?: string }) => getAreaElement(props.name ?? name),
    errorBoundary(error, _info, props) {
      console.error(`[${name}] erro ao renderizar a área`, error);
      // Outside Root's providers: give the fallback its theme; retry reloads, the boundary cannot reset.
      return (
        <PlatformThemeProvider vertical={props.platform?.vertical.id ?? 'concursos'}>
          <AreaErrorFallback onRetry={() => window.location.reload()} />
        </PlatformThemeProvider>
      );
    },
  });

  return {
    bootstrap: (props) => lifecycles.bootstrap(props as Parameters<typeof lifecycles.bootstrap>[0]),
    // The first render of an area is a transition (issue 12): React renders it in slices of a few
    // milliseconds and lets the page answer in between, instead of one long task that blocks the main
    // thread (single-spa-react calls root.render synchronously inside mount, so the transition covers it).
    mount: (props) => {
      let mounted: Promise<unknown> = Promise.resolve();
      React.startTransition(() => {
        mounted = lifecycles.mount(props as Parameters<typeof lifecycles.mount>[0]);
      });
      return mounted;
    },
    unmount: async (props) => {
      const result = await lifecycles.unmount(props as Parameters<typeof lifecycles.unmount>[0]);
      removeAreaElement(props.name ?? name);
      return result;
    },
  };
}
