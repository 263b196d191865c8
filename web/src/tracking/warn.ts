/** Behaviour §8 "Logged only": a tag's problem is a console warning, never an error the applicant sees. */
export function warn(message: string, detail?: unknown): void {
  if (detail === undefined) console.warn(message);
  else console.warn(message, detail);
}
