/** The platform contract version (semver); remotes declare the range they were built for. */
export const CONTRACT_VERSION = '1.5.0';
