import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyFetch } from '../boot/early-boot-answers';

type FetchArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['fetch']>>;

/**
 * The runtime's manifest fetches, answered first from what the early boot already asked for (the owner's
 * mf-manifest.json of the first page), then by the given plugin's own fetch (the retry plugin's bounded
 * retries). One plugin holds both because the runtime calls every plugin's fetch hook in turn: a second
 * plugin would fetch again whatever the first one answered.
 */
export function withEarlyAnswers(plugin: ModuleFederationRuntimePlugin): ModuleFederationRuntimePlugin {
  const ordinary = async (...args: FetchArgs): Promise<Response> => {
    const answer = plugin.fetch ? await plugin.fetch(...args) : undefined;
    return answer instanceof Response ? answer : fetch(args[0], args[1]);
  };
  return {
    ...plugin,
    fetch(url, init, ...rest) {
      const early = takeEarlyFetch(url);
      if (!early) return ordinary(url, init, ...rest);
      return early
        .then((answer) => (answer.ok ? answer : ordinary(url, init, ...rest)))
        .catch(() => ordinary(url, init, ...rest));
    },
  };
}
