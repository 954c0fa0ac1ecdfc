// Module federation needs an async boundary before any shared singleton is used (TOOLCHAIN: MF entry).
import('./bootstrap');
