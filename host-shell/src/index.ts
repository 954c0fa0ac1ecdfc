// The early boot asks for remotes.json and the first page's area before the shell's chunks load (issue 12);
// it touches no shared module. Everything else waits for the async boundary (module federation's rule).
import { startEarlyBoot } from './boot/early-boot';

startEarlyBoot();
void import('./bootstrap');
