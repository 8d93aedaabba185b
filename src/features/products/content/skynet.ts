import type { ProductContent } from '../components/product-page';

/** What the Skynet page says. */
export const SKYNET: ProductContent = {
  name: 'Skynet',
  kind: 'On-chain monitoring',
  lead: 'Around-the-clock monitoring of your contracts, privileged wallets and community channels. Skynet spots the transactions that come before an exploit and alerts your team in seconds, not hours.',
  overview: {
    paragraphs: [
      'An audit reviews your code once. Skynet watches it at every block after launch. It follows each contract and privileged address you register, decodes every transaction and checks it against rules drawn from real incidents: an unexpected change of owner, an upgrade outside a governance vote, a sudden drain of liquidity, a price that moves too far in one block.',
      'Skynet also measures what a project page shows in public: top callers and events, privileged functions and their transactions, wallet activity and social activity over time. The same measurements feed the Operational Resilience and Governance Strength categories of the Rampart Security Score.',
    ],
    coverageTitle: 'What Skynet watches',
    coverage: [
      'Calls to privileged functions: upgrades, ownership transfers, minting, pausing and fee changes',
      'Large or unusual transfers out of treasury, bridge and liquidity contracts',
      'Price and liquidity moves in the pools your protocol depends on',
      'Interactions with addresses linked to known exploits and mixers',
      'Contract uptime and bursts of failing transactions',
      'Your social accounts: impersonation, sudden changes and phishing links',
    ],
  },
  steps: [
    {
      title: 'Register your assets',
      text: 'List your contracts, multisigs, treasury wallets and social accounts on every chain you use. We import the contracts’ interfaces and map each privileged function.',
    },
    {
      title: 'Tune the rules',
      text: 'Start from our library of detection rules and set thresholds that fit your protocol, so that routine operations stay quiet and real anomalies stand out.',
    },
    {
      title: 'Route the alerts',
      text: 'Decide who hears about what: Telegram, Slack, e-mail or a webhook into your own incident tooling, with severity levels and escalation.',
    },
    {
      title: 'Respond',
      text: 'When an alert fires you see the decoded transaction, the addresses involved and their history. Our analysts are on call to help your team decide whether to pause, and how.',
    },
    {
      title: 'Review every month',
      text: 'A monthly report sums up activity, alerts and changes to your privileged roles, and proposes rule changes where alerts were too noisy or too quiet.',
    },
  ],
  deliverables: [
    {
      title: 'Real-time alerts',
      text: 'Decoded, prioritised alerts in the channels your team already uses, with a link to the full transaction context.',
    },
    {
      title: 'Monitoring dashboard',
      text: 'Top callers, top events, function calls, privileged transactions and wallet activity for each contract, with their history.',
    },
    {
      title: 'Privileged-access map',
      text: 'A living inventory of every address that can change your contracts or move funds, and exactly what it can do.',
    },
    {
      title: 'Monthly security report',
      text: 'Activity, alerts, incidents avoided and recommended changes, written for both engineers and management.',
    },
    {
      title: 'A public trust signal',
      text: 'Monitored projects show their uptime and governance activity on their Rampart page, where they feed the Security Score.',
    },
  ],
  faqs: [
    {
      question: 'Which chains does Skynet support?',
      answer:
        'Ethereum and the main EVM chains and rollups, including BNB Chain, Polygon, Arbitrum, Optimism, Base and Avalanche, as well as Solana. Ask us about others: we add chains regularly.',
    },
    {
      question: 'How fast are the alerts?',
      answer:
        'Rules run on every new block as soon as we see it. Most alerts reach you within seconds of the transaction being included in a block.',
    },
    {
      question: 'Can Skynet stop an attack automatically?',
      answer:
        'It can call a pause function you designate, through a dedicated key under your control and within limits you set. Many teams prefer alerts only; both set-ups are supported.',
    },
    {
      question: 'Do you need access to our keys or servers?',
      answer:
        'No. Skynet reads public blockchain data. Only the optional automatic pause needs a key, and that key can call nothing but the functions you allow.',
    },
    {
      question: 'We have been audited. Do we still need monitoring?',
      answer:
        'Yes. Many of the largest losses of recent years came from stolen keys, malicious governance changes and market manipulation. They happen after deployment, outside the code an audit reviews.',
    },
  ],
  callToAction: {
    title: 'Start monitoring',
    text: 'Tell us which chains and contracts you run and how your team handles incidents today. We will propose a monitoring set-up and have it running within days.',
  },
};
