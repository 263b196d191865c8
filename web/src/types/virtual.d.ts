declare module 'virtual:brand' {
  export const brand: Readonly<import('../../../brands/schema').BrandConfig>;
  export const logoSvg: string;
}
declare module 'virtual:first-screen-strings' {
  export const firstScreenResources: Record<string, Record<string, unknown>>;
}
declare module 'virtual:brand-theme.css';
