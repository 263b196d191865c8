import { describe, expect, it } from 'vitest';
import { parseTypedAmount } from './amount-words';

const dots = { group: '.', decimal: ',' };

describe('parseTypedAmount', () => {
  it('reads the Vietnamese words for millions and thousands, with or without the currency', () => {
    const read = (text: string) => parseTypedAmount(text, dots, 'vn');
    expect(['5 triệu', '5tr', '5 triệu đồng', '5 Triệu', '5TR đ', '5,5 triệu', '1.5tr'].map(read)).toEqual([
      5_000_000, 5_000_000, 5_000_000, 5_000_000, 5_000_000, 5_500_000, 1_500_000,
    ]);
    expect(['500k', '500 nghìn', '500 ngàn đồng'].map(read)).toEqual([500_000, 500_000, 500_000]);
    expect(['5.000.000', '5.000.000 ₫', 'abc', 'triệu'].map(read)).toEqual([5_000_000, 5_000_000, null, null]);
  });

  it('reads the words usual in Poland, Colombia and the Philippines, and no word elsewhere', () => {
    expect(parseTypedAmount('2 tys. zł', { group: ' ', decimal: ',' }, 'pl')).toBe(2000);
    expect(parseTypedAmount('500 mil', dots, 'co')).toBe(500_000);
    expect(parseTypedAmount('2 millones de pesos', dots, 'co')).toBe(2_000_000);
    expect(parseTypedAmount('2 millones', dots, 'co')).toBe(2_000_000);
    expect(parseTypedAmount('5k', { group: ',', decimal: '.' }, 'ph')).toBe(5000);
    // Spain: "mil" is not how an amount is typed; the word goes as any other, as before.
    expect(parseTypedAmount('1 mil', dots, 'es')).toBe(1);
  });
});
