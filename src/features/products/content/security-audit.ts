import type { ProductContent } from '../components/product-page';

/** What the Security Audit page says. */
export const SECURITY_AUDIT: ProductContent = {
  name: 'Security Audit',
  kind: 'Smart-contract audit',
  lead: 'A line-by-line review of your smart contracts by senior security engineers, before you deploy and every time you upgrade. We find the flaws that lose funds, explain them in plain language and verify your fixes.',
  overview: {
    paragraphs: [
      "A Rampart security audit is a manual review of your protocol's smart contracts, supported by automated analysis. Two engineers independently read every line in scope, rebuild the intended behaviour from your documentation and tests, and then try to break it: steal or freeze funds, take over privileged roles, or push the system into a state its designers never expected.",
      'We audit Solidity and Vyper on EVM chains, Rust on Solana and CosmWasm, and Move on Aptos and Sui. Every finding is graded critical, major, medium, minor or informational, and every one is checked again after you fix it, so the final report shows each finding as resolved, acknowledged or open.',
      'A completed audit also feeds your Rampart Security Score: the number of audits, the age of the latest one and the critical and major findings still open are three of the Code Security signals.',
    ],
    coverageTitle: 'What we look for',
    coverage: [
      'Access control and privileged roles: who can upgrade, mint, pause or move funds',
      'Business-logic flaws: accounting, rounding, rewards and interest calculations',
      'Economic attacks: flash loans, price-oracle manipulation, sandwiching and MEV',
      'Re-entrancy, unchecked external calls and unsafe token integrations',
      'Upgradeable proxies and their storage layout',
      'Denial of service, gas limits and griefing',
      'Centralisation and key-management risks',
    ],
  },
  steps: [
    {
      title: 'Scoping',
      text: 'Share your repository and documentation. We agree on the commit, the contracts in scope, the timeline and a fixed price, usually within two working days.',
    },
    {
      title: 'Threat modelling',
      text: "We map the protocol's actors, assets and trust assumptions, and write down the invariants that must always hold, such as “total deposits equal the sum of user balances”.",
    },
    {
      title: 'Manual review and testing',
      text: 'Two engineers review the code independently, supported by static analysis, fuzzing and invariant tests. Critical issues are reported to you the day we find them, not at the end.',
    },
    {
      title: 'Preliminary report',
      text: 'You receive every finding with its severity, a description of the attack, a proof of concept where useful and a recommended fix. We walk your engineers through it on a call.',
    },
    {
      title: 'Fix review and final report',
      text: 'We verify each fix on your new commit, record every finding as resolved, acknowledged or open, and, with your consent, publish the final report on your Rampart project page.',
    },
  ],
  deliverables: [
    {
      title: 'Audit report',
      text: "Scope with commit hashes, methodology, findings by severity and state, and the auditors' conclusion, ready to share with users, exchanges and investors.",
    },
    {
      title: 'Proofs of concept',
      text: 'Runnable tests that reproduce each critical and major finding, so your engineers can confirm the issue and prove the fix.',
    },
    {
      title: 'Fix verification',
      text: "A review of your remediation commit, included in the price, with each finding's final state recorded in the report.",
    },
    {
      title: 'Listing on Rampart',
      text: 'The audit appears on your project page with its findings and counts towards the Code Security category of your Security Score.',
    },
    {
      title: 'Direct line to the auditors',
      text: 'A shared channel with the engineers on your audit for questions during the review and after it.',
    },
  ],
  faqs: [
    {
      question: 'How long does an audit take?',
      answer:
        'Most audits of 1,000 to 3,000 lines of code take one to three weeks of review, plus the time your team needs for fixes. You receive a fixed schedule before we start.',
    },
    {
      question: 'How is the price set?',
      answer:
        'By the size and complexity of the code in scope, never by the outcome. You receive a fixed quote after scoping, and the fix review is included.',
    },
    {
      question: 'What should we prepare?',
      answer:
        'A frozen commit, documentation of the intended behaviour, a working test suite and your deployment scripts. The better we understand what the code should do, the more of our time goes into finding where it does not.',
    },
    {
      question: 'Does an audit guarantee that our protocol is safe?',
      answer:
        'No. An audit lowers risk; it cannot remove it. It covers one version of the code within an agreed scope. We recommend a new review after significant changes, a bug-bounty programme and on-chain monitoring with Skynet.',
    },
    {
      question: 'Will you publish findings we disagree with?',
      answer:
        'Reports are published only with your consent. If you decide not to fix an issue, the report records it as acknowledged, together with your explanation.',
    },
  ],
  callToAction: {
    title: 'Book your audit',
    text: 'Tell us about your protocol, the code in scope and your launch date. We reply within one working day with our availability and a fixed quote.',
  },
};
