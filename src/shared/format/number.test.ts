import { describe, expect, it } from 'vitest';
import { formatKg, formatKgWithUnit, formatNumber, formatPercent, formatPortion, percentOf } from './number';

describe('formatNumber', () => {
  it('uses comma decimals and dot thousands', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(0.5, 2)).toBe('0,50');
    expect(formatNumber(-2.25, 1)).toBe('-2,3');
  });
  it('shows a dash for values that are not numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('-');
  });
});

describe('formatKg', () => {
  it('turns grams into kilograms with 3 decimals', () => {
    expect(formatKg(1250)).toBe('1,250');
    expect(formatKg(7)).toBe('0,007');
    expect(formatKg(0)).toBe('0,000');
    expect(formatKg(1_234_500)).toBe('1.234,500');
    expect(formatKgWithUnit(500)).toBe('0,500 Kg');
  });
});

describe('formatPortion', () => {
  it('says the unit: grams of a weighed item as Kg, units as un', () => {
    expect(formatPortion(1250, 'peso')).toBe('1,250 Kg');
    expect(formatPortion(1250, 'unidade')).toBe('1.250 un');
  });
});

describe('formatPercent', () => {
  it('uses comma and 2 decimals', () => {
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(100)).toBe('100,00%');
  });
  it('computes a share of a whole, 0 for an empty whole', () => {
    expect(formatPercent(percentOf(1, 3))).toBe('33,33%');
    expect(percentOf(5, 0)).toBe(0);
  });
});
