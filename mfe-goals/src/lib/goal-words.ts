import { usePlatform, type VerticalWording } from 'shared-contracts';

/**
 * The vertical's word for a goal in the forms this area's texts need. Every text that names goals takes it
 * from the platform's vertical wording (spec 1 §1: goals, "objetivos"), never written out, so a vertical that
 * names them otherwise changes every screen of the area at once.
 */
export interface GoalWords {
  /** 'Objetivo' */
  One: string;
  /** 'Objetivos' */
  Many: string;
  /** 'objetivo' */
  one: string;
  /** 'objetivos' */
  many: string;
}

export function goalWords(wording: Pick<VerticalWording, 'objective' | 'objectives'>): GoalWords {
  return {
    One: wording.objective,
    Many: wording.objectives,
    one: wording.objective.toLowerCase(),
    many: wording.objectives.toLowerCase(),
  };
}

/** The goal words of the student's vertical. */
export function useGoalWords(): GoalWords {
  return goalWords(usePlatform().vertical.wording);
}
