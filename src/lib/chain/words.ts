import { formatNumber } from '../format';

// Addresses, delays and token amounts in words, for the facts read from a chain.

export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** "48-hour", "30-minute", "no-delay": a timelock's delay as an adjective. */
export function delayWords(seconds: number): string {
  if (seconds === 0) return 'zero-delay';
  if (seconds % 3600 === 0 || seconds >= 3600)
    return `${formatNumber(Math.round((seconds / 3600) * 100) / 100)}-hour`;
  if (seconds % 60 === 0) return `${seconds / 60}-minute`;
  return `${seconds}-second`;
}

/** A token amount in whole units, or the raw amount when the decimals are unknown. */
export function formatSupply(totalSupply: string, decimals: number | null, symbol: string | null): string {
  const unit = symbol ? ` ${symbol}` : '';
  if (decimals === null) return `${formatNumber(Number(totalSupply))} (smallest units)${unit}`;
  const raw = BigInt(totalSupply);
  const scale = 10n ** BigInt(decimals);
  const whole = raw / scale;
  const fraction = Number(raw % scale) / Number(scale);
  return `${formatNumber(Number(whole) + fraction, 2)}${unit}`;
}
