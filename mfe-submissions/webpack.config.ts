import { createWebpackConfig } from '../infra/build/webpack-config';

export default createWebpackConfig({
  dir: __dirname,
  // the area, and the comments/forum widget that mfe-questions and mfe-ldi embed (ARCHITECTURE §3)
  exposes: { './app': './src/expose/app.tsx', './comments': './src/expose/comments.tsx' },
});
