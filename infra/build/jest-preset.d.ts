import type { Config } from 'jest';

export declare const swcOptions: {
  jsc: {
    parser: { syntax: 'typescript'; tsx: boolean };
    target: string;
    transform: { react: { runtime: 'automatic'; importSource: string } };
  };
  module: { type: string };
};
export declare function createJestConfig(packageDir: string, overrides?: Config): Config;
