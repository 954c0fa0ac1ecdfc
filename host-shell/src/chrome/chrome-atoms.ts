import { atom } from 'jotai/vanilla';

/** The notifications popup is open (the profile menu's 'Central de notificações' opens it too). */
export const notificationsOpenAtom = atom(false);
/** The survey shown after the student turns the beta features off (spec 1 §4 Beta tester). */
export const betaSurveyOpenAtom = atom(false);
/** The accessibility settings dialog (profile menu 'Acessibilidade'). */
export const accessibilityOpenAtom = atom(false);
