// The host's entry. The early boot (boot/boot.ts) is a script of its own that index.html runs from its head before
// this one, so remotes.json and the first page's area are asked for while this much larger bundle downloads
// (issue 12). The shared modules the first page runs are in this bundle (`eager`, HOST_EAGER_SHARED in
// infra/build/shared-singletons.ts) and so is the shell: one script instead of twenty.
import { yieldToMain } from 'shared-contracts/yield-to-main';
import { SHELL_STARTED_KEY } from './boot/early-boot-answers';

// an early boot script that arrives after this point leaves the page to the shell
window[SHELL_STARTED_KEY] = true;
// webpack's start-up (the eager shared modules) ends this task; the shell's modules run in the next
void yieldToMain().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
