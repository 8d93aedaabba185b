import type { Metadata } from 'next';
import { DocumentPage, type DocumentSection } from '@/components/document-page';
import { CONTACT_EMAILS } from '@/config/site';
import styles from './careers.module.css';
import { contentStyles } from '@/components/content-page';

export const metadata: Metadata = {
  title: 'Careers',
  description:
    'Open roles at Rampart: smart-contract auditors, incident responders, data and product engineers. How we work, how we hire and how to apply.',
};

interface OpenRole {
  readonly id: string;
  readonly title: string;
  readonly team: string;
  readonly location: string;
  readonly type: string;
  readonly summary: string;
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
}

const OPEN_ROLES: readonly OpenRole[] = [
  {
    id: 'senior-smart-contract-auditor',
    title: 'Senior Smart-Contract Auditor',
    team: 'Security Audit',
    location: 'Remote, UTC−3 to UTC+9',
    type: 'Full time',
    summary:
      'Lead audits of DeFi protocols, bridges and wallets from scoping to final report, and raise the bar of our review methods.',
    responsibilities: [
      'Review Solidity, Vyper or Rust code line by line, and build proofs of concept for what you find',
      'Write findings that engineers can act on and that non-engineers can understand',
      'Lead the scoping and fix-review calls with client teams',
      'Improve our internal checklists, fuzzing harnesses and invariant-testing tools',
    ],
    requirements: [
      'Three years or more of smart-contract development or security work',
      'Public evidence of your skill: audit reports, contest results, bug bounties or open-source work',
      'A deep understanding of the EVM, common DeFi designs and their failure modes',
      'Clear written English',
    ],
  },
  {
    id: 'incident-response-investigator',
    title: 'Incident Response and Forensics Investigator',
    team: 'Skytrace',
    location: 'Remote, European or Asian time zones',
    type: 'Full time, with an on-call rotation',
    summary:
      'Trace stolen funds across chains during live incidents, coordinate freezes with exchanges and issuers, and write the forensic reports that support recovery.',
    responsibilities: [
      'Triage new incidents and start tracing within the first hour',
      'Follow funds through bridges, swaps and mixers, and keep watch as they move',
      'Work with exchanges, stablecoin issuers, lawyers and law enforcement',
      'Turn investigations into reproducible reports and, with consent, public write-ups',
    ],
    requirements: [
      'Experience in blockchain analytics, fraud investigation or digital forensics',
      'Fluency with block explorers and on-chain data, and ideally with SQL or Python',
      'Calm judgement under pressure and meticulous record-keeping',
      'Willingness to join an on-call rotation, compensated separately',
    ],
  },
  {
    id: 'blockchain-data-engineer',
    title: 'Blockchain Data Engineer',
    team: 'Skynet and the Security Score',
    location: 'Remote, UTC−3 to UTC+9',
    type: 'Full time',
    summary:
      'Build the pipelines that turn raw chain data into the monitoring alerts and score signals that people rely on.',
    responsibilities: [
      'Index contracts, events and privileged transactions across EVM chains and Solana',
      'Design detection rules with our researchers and keep their false-positive rate low',
      'Produce the signals behind the Security Score, with their freshness and provenance',
      'Keep the pipelines observable, tested and cheap to run',
    ],
    requirements: [
      'Solid experience with TypeScript, Go or Rust in production data systems',
      'Working knowledge of PostgreSQL and of how blockchains store state and logs',
      'A habit of testing data, not just code',
    ],
  },
  {
    id: 'full-stack-engineer',
    title: 'Full-Stack Engineer',
    team: 'Platform',
    location: 'Remote, European time zones',
    type: 'Full time',
    summary:
      'Shape the Rampart website and its project pages: fast, accessible and honest about the data behind every number.',
    responsibilities: [
      'Build features end to end with Next.js, React, TypeScript and PostgreSQL',
      'Present complex security data so that anyone can understand it',
      'Care for accessibility, performance and the tests that keep both in place',
    ],
    requirements: [
      'Several years of building production web applications with TypeScript',
      'Experience with server-rendered React and relational databases',
      'Interest in security; blockchain experience is welcome but not required',
    ],
  },
];

const HIRING_STEPS = [
  {
    title: 'Application',
    text: 'Send your CV or a short note, and links to work you are proud of. We read every application and reply within five working days.',
  },
  {
    title: 'Introductory call',
    text: 'Thirty minutes with the hiring manager about the role, your experience and your questions.',
  },
  {
    title: 'Practical exercise',
    text: 'A time-boxed task close to the real work, such as reviewing a small contract or tracing a sample incident. It takes no more than four hours, and we pay for your time.',
  },
  {
    title: 'Technical conversation',
    text: 'We discuss your exercise with two future colleagues: your reasoning matters more than a perfect answer.',
  },
  {
    title: 'Team conversation and offer',
    text: 'You meet people you would work with every day, we check references with your consent, and we make a decision, usually within three weeks of your application.',
  },
];

const sections: DocumentSection[] = [
  {
    id: 'how-we-work',
    title: 'How we work',
    content: (
      <>
        <p>
          Rampart is a small, fully remote team. We write things down, work asynchronously across time zones,
          and keep meetings for the conversations that need them. Everyone works on problems with real
          consequences: a missed finding or a slow response can cost people their savings, so we value care
          and candour over speed for its own sake.
        </p>
        <ul>
          <li>Competitive salary, paid in your local currency or in stablecoins</li>
          <li>Thirty days of paid leave a year, plus public holidays where you live</li>
          <li>A yearly learning budget for courses, conferences and audit contests</li>
          <li>Equipment of your choice and a home-office allowance</li>
          <li>A team meet-up in person twice a year</li>
        </ul>
      </>
    ),
  },
  {
    id: 'open-roles',
    title: 'Open roles',
    content: (
      <>
        {OPEN_ROLES.map((role) => (
          <article key={role.id} className={`${contentStyles.card} ${styles.role}`} aria-labelledby={role.id}>
            <h3 id={role.id} className={styles.roleTitle}>
              {role.title}
            </h3>
            <ul className={styles.roleMeta} aria-label="Role details">
              <li>{role.team}</li>
              <li>{role.location}</li>
              <li>{role.type}</li>
            </ul>
            <p>{role.summary}</p>
            <h4>What you will do</h4>
            <ul>
              {role.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h4>What you bring</h4>
            <ul>
              {role.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        ))}
        <p>
          Not seeing your role? We are always glad to hear from strong security researchers. Write to us and
          tell us what you would like to work on.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-hire',
    title: 'How we hire',
    content: (
      <>
        <ol>
          {HIRING_STEPS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
            </li>
          ))}
        </ol>
        <p>
          You will receive feedback at every stage, whatever the outcome. If you need an adjustment to any
          part of the process, tell us and we will arrange it.
        </p>
      </>
    ),
  },
  {
    id: 'equal-opportunity',
    title: 'Equal opportunity',
    content: (
      <p>
        We hire on skill and judgement. We welcome applications from people of every background, gender, age,
        origin, religion, sexual orientation and disability, and from people without a formal degree.
      </p>
    ),
  },
  {
    id: 'apply',
    title: 'How to apply',
    content: (
      <p>
        Write to <a href={`mailto:${CONTACT_EMAILS.careers}`}>{CONTACT_EMAILS.careers}</a> with the role in
        the subject line. We use your application only to assess it, and delete it six months after the
        process ends unless you ask us to keep it for future roles; see our privacy policy for details.
      </p>
    ),
  },
];

export default function CareersPage() {
  return (
    <DocumentPage
      eyebrow="Company"
      title="Careers at Rampart"
      lead="Help people understand the risks of the blockchain projects they use, and help the teams behind those projects fix them."
      sections={sections}
    />
  );
}
