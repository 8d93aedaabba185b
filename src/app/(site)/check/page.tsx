import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { Suspense } from 'react';
import { buttonClass } from '@/components/button';
import { ContractFacts } from '@/components/contract-facts';
import { EVM_CHAINS } from '@/config/chains';
import { MAIN_CONTENT_ID } from '@/config/site';
import { contractCheckQuery, type ContractCheckQuery } from '@/contracts/chain';
import { checkContract, CONTRACT_CHECK_RATE_LIMIT } from '@/server/chain/check-contract';
import { getDb } from '@/server/db/db';
import { clientKey, consumeRateLimitState } from '@/server/http/rate-limit';
import styles from './check.module.css';

export const metadata: Metadata = {
  title: 'Contract check',
  description:
    'Who controls a smart contract, read from its chain: proxy and upgrade rights, owner and admins, multisig threshold, timelock, privileged functions, pause and supply, each with its evidence.',
};

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The check itself, streamed in below the form while the chain is read; within the client's budget of checks. */
async function CheckAnswer({ query }: { query: ContractCheckQuery }) {
  const limit = await consumeRateLimitState(CONTRACT_CHECK_RATE_LIMIT, clientKey(await headers()));
  if (limit.retryAfter !== null) {
    return (
      <p role="alert" className={styles.message}>
        Too many checks from your address: try again in {limit.retryAfter} seconds.
      </p>
    );
  }
  const answer = await checkContract(await getDb(), query);
  return (
    <section aria-label="Facts read from the chain" className={styles.answer}>
      {answer.project && (
        <p className={styles.project}>
          This contract belongs to{' '}
          <Link className={styles.link} href={`/projects/${answer.project.id}`}>
            {answer.project.name}
          </Link>
          .
        </p>
      )}
      <ContractFacts report={answer.report} summary={answer.summary} headingLevel={2} />
    </section>
  );
}

/** /check?address&chain: paste a contract address, choose its chain, read who controls it. */
export default async function CheckPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const address = first(params.address)?.trim() ?? '';
  const chain = first(params.chain) ?? 'ethereum';
  const isAsked = params.address !== undefined;
  const parsed = isAsked ? contractCheckQuery.safeParse({ address, chain }) : null;
  return (
    <main id={MAIN_CONTENT_ID} className={styles.page}>
      <h1 className={styles.title}>Contract check</h1>
      <p className={styles.intro}>
        Paste a contract address and choose its chain: Rampart reads from the chain itself whether the
        contract can be upgraded and by whom, who owns or administers it (a single key, a multisig, a
        timelock), which privileged functions it has, whether it is paused and its supply. Each fact names the
        block and the reads it rests on.
      </p>
      <form method="get" action="/check" className={styles.form} aria-label="Contract check">
        <label className={styles.field}>
          <span>Contract address</span>
          <input
            name="address"
            defaultValue={address}
            placeholder="0x…"
            spellCheck={false}
            autoComplete="off"
            className={styles.input}
            aria-invalid={
              parsed?.success === false && parsed.error.issues.some((issue) => issue.path[0] === 'address')
            }
          />
        </label>
        <label className={styles.field}>
          <span>Chain</span>
          <select name="chain" defaultValue={chain} className={styles.select}>
            {EVM_CHAINS.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass({ variant: 'primary', className: styles.submit })}>
          Check
        </button>
      </form>
      {parsed && !parsed.success && (
        <p role="alert" className={styles.message}>
          {parsed.error.issues[0]?.message}
        </p>
      )}
      {parsed?.success && (
        <Suspense
          key={`${parsed.data.chain}:${parsed.data.address}`}
          fallback={
            <p role="status" className={styles.reading}>
              Reading the contract from the chain…
            </p>
          }
        >
          <CheckAnswer query={parsed.data} />
        </Suspense>
      )}
    </main>
  );
}
