import { describe, expect, it } from 'vitest';
import co from '../../public/locales/co/form.json';
import es from '../../public/locales/es/form.json';
import mx from '../../public/locales/mx/form.json';

// Spanish answers a person picks about themselves do not assume a gender: "Casado/a", "Casado(a)", or a
// wording without one ("Vivienda en propiedad", "Tengo mi propia empresa").
const MASCULINE_ONLY =
  /^(Soltero|Casado|Separado|Divorciado|Viudo|Propietario|Autónomo|Empresario|Dueño)\b(?![/(])/;

describe.each([
  ['es', es],
  ['mx', mx],
  ['co', co],
])('%s: options about the person', (_lng, form) => {
  it.each(['marital-status', 'housing-tenure', 'income-source'] as const)(
    '%s: no masculine-only answer',
    (group) => {
      const options = Object.values(form.options[group]);
      expect(options.filter((text) => MASCULINE_ONLY.test(text))).toEqual([]);
    },
  );
});
