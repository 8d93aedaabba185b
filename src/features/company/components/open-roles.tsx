import { contentStyles } from '@/components/content-page';
import styles from './open-roles.module.css';

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

/** The open roles (careers page), each a card with its team, place, terms, duties and requirements. */
export function OpenRoles() {
  return OPEN_ROLES.map((role) => (
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
  ));
}
