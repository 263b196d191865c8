/** A look-up's or a fill's status line, empty until there is something to say (a live region present from the start). */
export const LookupStatus = ({ children = '' }: { children?: string }) => (
  <p role="status" className="field__hint lookup-status">
    {children}
  </p>
);
