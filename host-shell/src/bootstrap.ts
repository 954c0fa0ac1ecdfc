import { startShell } from './root-config';

void startShell();
