import '@/lib/zod-config';
import { z } from 'zod';
import { lineText } from './text';

// The signed-in user's own data: profile, wallets and notification settings.

export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,22}[a-z0-9])?$/;

export const profileOutput = z.object({
  username: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  /** Our own copy of the profile picture, when one was uploaded; callers add the per-minute cache buster. */
  pictureUrl: z.string().nullable(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileOutput>;

/** POST /api/user/profile: the fields a user may change. */
export const updateProfileInput = z
  .object({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(USERNAME_PATTERN, '3 to 24 lower-case letters, digits or dashes'),
  })
  .strict();

export const WALLET_CHAINS = ['evm', 'solana', 'bitcoin'] as const;
export type WalletChain = (typeof WALLET_CHAINS)[number];
export const MAX_WALLETS = 20;

const WALLET_ADDRESS: Record<WalletChain, RegExp> = {
  evm: /^0x[0-9a-fA-F]{40}$/,
  // Base58 (no 0, O, I or l), 32 to 44 characters: an ed25519 public key.
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  // Legacy and script addresses in base58, or segwit and taproot in bech32.
  bitcoin: /^(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71})$/,
};

export function isValidWalletAddress(chain: WalletChain, address: string): boolean {
  return WALLET_ADDRESS[chain].test(address);
}

export const wallet = z
  .object({
    chain: z.enum(WALLET_CHAINS),
    address: lineText().trim().max(100),
    label: lineText().trim().max(40).default(''),
  })
  .strict()
  .refine((value) => isValidWalletAddress(value.chain, value.address), {
    message: 'is not a valid address for its chain',
    path: ['address'],
  });
export type Wallet = z.infer<typeof wallet>;

export const walletsOutput = z.object({ wallets: z.array(wallet) });

/** POST /api/user/wallets/update: the whole list, replaced at once. */
export const updateWalletsInput = z.object({ wallets: z.array(wallet).max(MAX_WALLETS) }).strict();

export const notificationSettingsOutput = z.object({
  id: z.string(),
  securityAlerts: z.boolean(),
  scoreChanges: z.boolean(),
  productNews: z.boolean(),
  isUnsubscribed: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsOutput>;

/** POST /api/sso-settings: null for the signed-in user's settings, or the id of an unsubscribe link. */
export const ssoSettingsInput = z.object({ id: z.uuid().nullable().default(null) }).strict();

/** POST /api/sso-settings/update. */
export const updateSsoSettingsInput = z
  .object({
    id: z.uuid().optional(),
    securityAlerts: z.boolean(),
    scoreChanges: z.boolean(),
    productNews: z.boolean(),
  })
  .strict();

/** POST /api/sso-settings/unsubscribe. */
export const unsubscribeInput = z.object({ id: z.uuid() }).strict();
