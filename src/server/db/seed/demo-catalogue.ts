import 'server-only';
import manifest from 'cryptocurrency-icons/manifest.json';

// The real coins of the cryptocurrency-icons package (CC0-1.0): names, tickers, brand colours and icons.
export interface CatalogueCoin {
  readonly symbol: string;
  readonly name: string;
  readonly color: string;
}

export const DEMO_COINS: readonly CatalogueCoin[] = manifest as CatalogueCoin[];

// The best-known coins lead the demo's market-cap ranking so that the leaderboard looks like the real market.
export const LEADING_SYMBOLS = [
  'BTC',
  'ETH',
  'USDT',
  'BNB',
  'SOL',
  'USDC',
  'XRP',
  'DOGE',
  'ADA',
  'TRX',
  'AVAX',
  'LINK',
  'DOT',
  'MATIC',
  'LTC',
  'BCH',
  'UNI',
  'ATOM',
  'XLM',
  'ETC',
  'XMR',
  'FIL',
  'NEAR',
  'APT',
  'ARB',
  'OP',
  'AAVE',
  'MKR',
  'GRT',
  'ALGO',
  'SAND',
  'MANA',
  'AXS',
  'EOS',
  'XTZ',
  'THETA',
  'FTM',
  'CAKE',
  'COMP',
  'SNX',
  'CRV',
  'SUSHI',
  'YFI',
  '1INCH',
  'BAT',
  'ZEC',
  'DASH',
  'ENJ',
  'CHZ',
  'KSM',
];

export const STABLECOINS: ReadonlySet<string> = new Set([
  'USDT',
  'USDC',
  'DAI',
  'TUSD',
  'BUSD',
  'PAX',
  'GUSD',
  'USDP',
  'EURS',
  'SUSD',
  'HUSD',
  'USDJ',
  'USDX',
]);

export const CATEGORIES = [
  'Layer 1',
  'Layer 2',
  'DeFi',
  'Exchange',
  'Stablecoin',
  'Oracle',
  'Gaming',
  'NFT',
  'Infrastructure',
  'Privacy',
  'Payments',
  'Meme',
] as const;

export const CHAINS = [
  'Ethereum',
  'BNB Chain',
  'Polygon',
  'Arbitrum',
  'Optimism',
  'Solana',
  'Avalanche',
  'Base',
  'Tron',
  'Fantom',
] as const;

export const AUDITORS = [
  'Rampart',
  'Trail of Bits',
  'OpenZeppelin',
  'Consensys Diligence',
  'Halborn',
  'Zellic',
];
