/** The newest Node release line the engines admit (the current LTS), fetched as the npm registry's `node` package. */
export const LTS_NODE = 26;
