/**
 * Which layout each route uses (spec 1 §2 Layouts). A layout is one `layout-*` class on <body>
 * (index.html holds the CSS), so switching never remounts an area.
 *
 * | layout                 | class                    | routes                                                        |
 * |------------------------|--------------------------|---------------------------------------------------------------|
 * | minimal (print)        | layout-minimal           | /trilhas-interativas/print, /ldi/print, /ldi/print-test, /ldi/pdf |
 * | default (no side menu) | layout-default           | /auth…, /baixar-o-app, /public/…                              |
 * | navigation, no padding | layout-no-padding        | /cadernos-e-simulados/simulados/{id} (mock exam), /questoes/{id}, /ldi/…, /ldi-personalizado/…, /trilhas-interativas/… |
 * | navigation, dark       | layout-navigation-dark   | /aulas-ao-vivo…, /webcast/…, /mesa-de-estudo/live/…            |
 * | navigation             | layout-navigation        | everything else                                               |
 *
 * The no-padding layout also hides the side menu while a mock exam runs (body.exam-running, driven by the
 * `exam:running` bus event). Dark mode (the profile menu's toggle) is the `dark` class on top of any layout.
 */
export type LayoutName = 'minimal' | 'default' | 'no-padding' | 'navigation-dark' | 'navigation';

export const LAYOUT_CLASSES: Readonly<Record<LayoutName, string>> = {
  minimal: 'layout-minimal',
  default: 'layout-default',
  'no-padding': 'layout-no-padding',
  'navigation-dark': 'layout-navigation-dark',
  navigation: 'layout-navigation',
};

const TABLE: readonly { layout: LayoutName; pattern: RegExp }[] = [
  { layout: 'minimal', pattern: /^\/(trilhas-interativas\/print|ldi\/(print|print-test|pdf))\/?$/ },
  { layout: 'default', pattern: /^\/(auth|baixar-o-app|public)(\/|$)/ },
  {
    layout: 'no-padding',
    pattern:
      /^\/(cadernos-e-simulados\/simulados\/[^/]+|questoes\/(?!buscar|listagem|resultado-pesquisa)[^/]+|ldi|ldi-personalizado|trilhas-interativas)(\/|$)/,
  },
  { layout: 'navigation-dark', pattern: /^\/(aulas-ao-vivo|webcast|mesa-de-estudo\/live)(\/|$)/ },
];

/** The layout of a path (first matching row of the table above; navigation otherwise). */
export function layoutForPath(pathname: string): LayoutName {
  return TABLE.find(({ pattern }) => pattern.test(pathname))?.layout ?? 'navigation';
}

/** Puts `layout`'s class on <body> and takes any other layout class off (the shell's layouts and the early boot). */
export function setBodyLayout(body: HTMLElement, layout: LayoutName): void {
  const wanted = LAYOUT_CLASSES[layout];
  for (const name of Object.values(LAYOUT_CLASSES)) if (name !== wanted) body.classList.remove(name);
  body.classList.add(wanted);
}
