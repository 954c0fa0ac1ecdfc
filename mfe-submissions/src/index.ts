// The async boundary module federation needs before the shared singletons are used (TOOLCHAIN traps).
import('./bootstrap');
