// Public entry of shared-design-system: the core (theme, chrome components, area helpers) and the widgets
// (dialogs, form fields, cards, tabs...), each a shared singleton sub-path of its own. Remotes import from
// here; the host's first-load code imports 'shared-design-system/core' only, so the widgets stay off its
// first load (`npm run size`).
export * from 'shared-design-system/core';
export * from 'shared-design-system/widgets';
