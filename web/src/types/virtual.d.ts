declare module 'virtual:brand' {
  // An ambient module cannot import a relative path; an import() type is the way to name the config type here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const brand: Readonly<import('../../../brands/schema').BrandConfig>;
  export const logoSvg: string;
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const numberFormats: import('../lib/format').BrandNumberFormats;
}
declare module 'virtual:first-screen-strings' {
  export const firstScreenResources: Record<string, Record<string, unknown>>;
}
declare module 'virtual:brand-theme.css';
declare module 'virtual:state-map' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const stateMapEntries: readonly import('../../../contract/state-map').StateMapEntry[];
}
