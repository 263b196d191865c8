/**
 * The field types every part of the lead is built from: optional strings with generous length caps (the
 * catalogue's own caps for e-mail and phone), numbers, booleans, ISO date-times, epoch milliseconds and short
 * string lists. Shape and primitive type only; the data-point catalogue decides what a value may be.
 */
import { z } from 'zod';
import { MAX_PHONE_INPUT_LENGTH } from './validators/phone-format';

export const str = z.string().max(200).optional();
// The catalogue's own caps (data-points/field-schemas.ts): a value the form accepts must not be a 400 here.
export const emailStr = z.string().max(254).optional();
export const phoneStr = z.string().max(MAX_PHONE_INPUT_LENGTH).optional();
export const longStr = z.string().max(4096).optional();
export const num = z.number().optional();
export const bool = z.boolean().optional();
export const isoDateTime = z.iso.datetime({ offset: true }).optional();
export const epochMs = z.number().int().nonnegative().optional();
export const strList = z.array(z.string().max(200)).max(100).optional();
