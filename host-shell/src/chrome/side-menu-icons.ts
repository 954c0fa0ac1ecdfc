import {
  Award,
  BarChart3,
  Compass,
  Crown,
  FileText,
  GraduationCap,
  Headphones,
  Hourglass,
  LayoutDashboard,
  LibraryBig,
  ListChecks,
  type LucideIcon,
  NotebookPen,
  PenLine,
  Route,
  ShoppingBag,
  Target,
  Users,
} from 'lucide-react';

/**
 * The icon of each side-menu item (spec 1 §2), by path; lucide-react icons imported by name, so only these
 * are bundled. Decorative: the item's label stays its accessible name.
 */
export const SIDE_MENU_ICONS: Record<string, LucideIcon> = {
  '/mesa-de-estudo': LayoutDashboard,
  '/estudos-em-andamento': Hourglass,
  '/objetivos': Target,
  '/todos-os-cursos': GraduationCap,
  '/explorar': Compass,
  '/questoes/buscar': ListChecks,
  '/cadernos-e-simulados': NotebookPen,
  '/meu-desempenho': BarChart3,
  '/discursivas': PenLine,
  '/redacoes': FileText,
  '/rankings': Award,
  '/trilhas-estrategicas': Route,
  '/cast': Headphones,
  '/monitorias': Users,
  '/sala-vip': Crown,
  '/cursos': LibraryBig,
  '/cursos-para-voce': ShoppingBag,
};

/** The icon of the item at `path` (a test checks every item of spec 1 §2 has one). */
export function sideMenuIcon(path: string): LucideIcon | undefined {
  return SIDE_MENU_ICONS[path];
}
