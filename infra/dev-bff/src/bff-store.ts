import type { BffArea, BffStudent } from './area';
import type { Fault, FaultInput } from './faults';
import { seedShellState, type ShellState } from './shell-state';
import { seedStudents } from './seed-students';

/**
 * Everything the dev BFF remembers, in memory until POST /__control/reset: the students, the shell's
 * state, one slice per area and the injected faults.
 */
export class BffStore {
  private studentsByEmail = new Map<string, BffStudent>();
  private areaSlices = new Map<string, unknown>();
  shell: ShellState = seedShellState();
  faults: Fault[] = [];
  /** CSP violation reports browsers sent (csp-reports.ts) */
  cspReports: Record<string, unknown>[] = [];
  private lastFaultId = 0;

  constructor(private readonly areas: readonly BffArea[]) {
    const names = new Set<string>();
    for (const area of areas) {
      if (names.has(area.name)) throw new Error(`Duas áreas do dev BFF com o mesmo nome: ${area.name}`);
      names.add(area.name);
    }
    this.reset();
  }

  /** Back to the seed: students, shell state, every area slice; faults cleared. */
  reset(): void {
    this.studentsByEmail = new Map(seedStudents().map((student) => [student.email, student]));
    this.shell = seedShellState();
    this.areaSlices = new Map(this.areas.map((area) => [area.name, area.seed()]));
    this.faults = [];
    this.cspReports = [];
  }

  addFault(input: FaultInput): Fault {
    this.lastFaultId += 1;
    const fault: Fault = { id: this.lastFaultId, ...input };
    this.faults.push(fault);
    return fault;
  }

  students(): BffStudent[] {
    return [...this.studentsByEmail.values()];
  }

  studentByEmail(email: string): BffStudent | undefined {
    return this.studentsByEmail.get(email.trim().toLowerCase());
  }

  studentById(id: number): BffStudent | undefined {
    return this.students().find((student) => student.id === id);
  }

  areaState<S>(area: string): S {
    if (!this.areaSlices.has(area)) {
      throw new Error(
        `Área desconhecida no dev BFF: ${area}. Áreas: ${[...this.areaSlices.keys()].join(', ')}`,
      );
    }
    return this.areaSlices.get(area) as S;
  }
}
