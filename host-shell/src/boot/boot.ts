// The early boot's own script (boot.[hash].js, issue 12): index.html loads it `async` beside main.js.
import { startEarlyBoot } from './early-boot';

startEarlyBoot();
