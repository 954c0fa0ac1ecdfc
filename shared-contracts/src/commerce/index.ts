/** Commerce rules and call shapes shared by the commerce remote and the dev BFF. */
export * from './voucher-rules';
export type * from './after-sale-calls';
