// The early boot's own script (boot.[hash].js, issue 12): first among index.html's head scripts, parser-blocking,
// while main.js (`defer`) downloads (infra/build/early-boot-script.ts says why).
import { startEarlyBoot } from './early-boot';

startEarlyBoot();
