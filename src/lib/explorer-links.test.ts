import { describe, expect, it } from 'vitest';
import { addressLink, transactionLinks } from './explorer-links';

const HASH = '0xe3a7bd727174526096ebb51672cd3f801fc03ff984d351673373df6b0c166393';

describe('addressLink', () => {
  it("links a contract to its chain's block explorer", () => {
    expect(addressLink('Ethereum', '0xdac17f958d2ee523a2206206994597c13d831ec7')).toEqual({
      label: '0xdac1…1ec7 on Ethereum (Etherscan)',
      url: 'https://etherscan.io/address/0xdac17f958d2ee523a2206206994597c13d831ec7',
    });
    // The data sets call one chain by several names.
    expect(addressLink('BNB Smart Chain', '0x0000000000000000000000000000000000001004').url).toBe(
      'https://bscscan.com/address/0x0000000000000000000000000000000000001004',
    );
  });

  it('gives no link for an unknown chain or an address the explorer cannot read', () => {
    expect(addressLink('Energi', '0x0000000000000000000000000000000000001004').url).toBeNull();
    expect(addressLink('Ethereum', 'usdt.tether-token.near').url).toBeNull();
    expect(addressLink(null, '0x0000000000000000000000000000000000001004')).toEqual({
      label: '0x0000…1004',
      url: null,
    });
  });
});

describe('transactionLinks', () => {
  it("links the transaction on its chain's explorer, keeping an analysis tool's link beside it", () => {
    expect(transactionLinks('BSC', `https://app.blocksec.com/explorer/tx/bsc/${HASH}`)).toEqual([
      { label: 'Transaction 0xe3a7…6393 on BSC (BscScan)', url: `https://bscscan.com/tx/${HASH}` },
      {
        label: 'Transaction 0xe3a7…6393 on BSC (app.blocksec.com)',
        url: `https://app.blocksec.com/explorer/tx/bsc/${HASH}`,
      },
    ]);
  });

  it('gives one link when the data set already points at the explorer', () => {
    expect(transactionLinks('Ethereum', `https://etherscan.io/tx/${HASH}`)).toEqual([
      { label: 'Transaction 0xe3a7…6393 on Ethereum (Etherscan)', url: `https://etherscan.io/tx/${HASH}` },
    ]);
  });

  it('keeps the given link when the chain has no known explorer or the URL holds no hash', () => {
    expect(transactionLinks(null, `https://dashboard.tenderly.co/tx/${HASH}`)).toEqual([
      { label: 'Transaction 0xe3a7…6393', url: `https://dashboard.tenderly.co/tx/${HASH}` },
    ]);
    expect(transactionLinks('Ethereum', 'https://example.com/report')).toEqual([
      { label: 'Attack transaction', url: 'https://example.com/report' },
    ]);
  });
});
