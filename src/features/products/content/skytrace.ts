import type { ProductContent } from '../components/product-page';

/** What the Skytrace page says. */
export const SKYTRACE: ProductContent = {
  name: 'Skytrace',
  kind: 'Fund tracing and forensics',
  lead: 'When funds are stolen, the first hours decide how much comes back. Skytrace investigators follow the money across wallets, bridges, mixers and exchanges, and build the evidence that exchanges and law enforcement need to act.',
  overview: {
    paragraphs: [
      "Skytrace is Rampart's incident-response and forensics service. After an exploit, a private-key compromise, a rug pull or a scam, our investigators trace where the funds went, find the points where they can still be frozen, and document every hop in a form that exchanges, stablecoin issuers and investigators can rely on.",
      'We combine our own transaction-graph tools with address labels gathered over years of incident work, and we trace across chains: through bridges, swaps, mixers and over-the-counter desks. Skytrace also works before anything goes wrong, with due diligence on counterparties and screening of wallets before you deal with them.',
    ],
    coverageTitle: 'When to call us',
    coverage: [
      'Your protocol has been exploited or drained',
      'A team, treasury or personal wallet key has been compromised',
      'Investors have lost funds to a rug pull or an investment scam',
      'You need evidence for an insurance claim, a court case or a police report',
      'You want to screen a counterparty or a large deposit before accepting it',
    ],
  },
  steps: [
    {
      title: 'Triage',
      text: 'Tell us what happened and share the transactions you know about. We confirm the scope of the incident and start tracing straight away, at any hour.',
    },
    {
      title: 'Containment',
      text: "We flag the attacker's addresses to the exchanges, stablecoin issuers and bridges we work with, so that funds arriving there can be frozen, and help you prepare your public statement.",
    },
    {
      title: 'Tracing',
      text: 'We follow every branch of the flow of funds across chains and services, and keep watching the addresses as the funds move on.',
    },
    {
      title: 'Attribution and evidence',
      text: "We gather the links between the attacker's addresses and identifiable services, and compile a forensic report in which every transaction is referenced.",
    },
    {
      title: 'Recovery support',
      text: 'We work with your lawyers, exchanges and law-enforcement contacts on freezes, seizure requests and negotiations, and keep tracing until the case is closed.',
    },
  ],
  deliverables: [
    {
      title: 'Live tracing updates',
      text: 'Regular updates while the incident is active: where the funds are, what has been frozen and what we are doing next.',
    },
    {
      title: 'Forensic report',
      text: 'A complete, reproducible account of the flow of funds with transaction hashes, times and amounts, suitable for law enforcement, courts and insurers.',
    },
    {
      title: 'Fund-flow graph',
      text: 'A visual map of the flows, from the incident to every endpoint we identified.',
    },
    {
      title: 'Address watch list',
      text: "Continuous monitoring of the attacker's addresses, with an alert whenever the funds move again.",
    },
    {
      title: 'Post-incident review',
      text: 'The root cause of the incident and the changes that would have prevented it, reviewed with your engineers.',
    },
  ],
  faqs: [
    {
      question: 'How quickly can you start?',
      answer:
        'Our incident line is staffed around the clock and tracing usually begins within an hour of first contact. The earlier we start, the more of the funds can still be frozen.',
    },
    {
      question: 'Can you guarantee that the funds will be recovered?',
      answer:
        'No one honestly can. Recovery depends on where the funds go and on the cooperation of exchanges, issuers and authorities. We commit to a fast, thorough trace and to evidence that stands up to scrutiny.',
    },
    {
      question: 'Do you work with individuals as well as projects?',
      answer:
        'Yes, for significant losses. For smaller cases we will still tell you frankly whether a trace is likely to help, and how to report the theft to the police and to the exchanges involved.',
    },
    {
      question: 'Is our case kept confidential?',
      answer:
        "Yes. Everything you share is confidential and we publish nothing about your incident without your agreement. Incidents that are already public may appear in Rampart's Security Alerts.",
    },
    {
      question: 'What does an investigation cost?',
      answer:
        'Incident response is billed by the day at rates agreed upfront; a recovery-based fee can be agreed instead or as well. Due-diligence and screening work is quoted per engagement.',
    },
  ],
  callToAction: {
    title: 'Need help now?',
    text: 'If you are dealing with an active incident, request a quote and say that it is urgent: an investigator will contact you. Include the chain, the affected addresses and the transactions you know about.',
  },
};
