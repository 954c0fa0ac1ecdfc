import { createWebpackConfig } from '../infra/build/webpack-config';

export default createWebpackConfig({ dir: __dirname });
