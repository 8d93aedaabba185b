'use client';

import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { Button, Modal } from 'antd';
import type { UserType } from '@/contracts/surveys';
import { openAuthModal } from '@/hooks/use-auth-modal';
import { storedUserType, storeUserType } from '../hooks/local-values';
import { ChoiceCards, type ChoiceCard } from './choice-cards';
import { UserTypeImage } from './survey-images';
import { AntdScope } from '@/components/antd-scope';
import styles from './survey-modal.module.css';

const CARDS: readonly ChoiceCard<UserType>[] = (
  [
    ['Retail Investor', 'You research and invest in tokens for personal finance.'],
    ['Institutional Partner', 'You manage blockchain initiatives for companies.'],
    ['Project Owner', 'You help develop, invest, or manage blockchain projects'],
  ] as const
).map(([value, description]) => ({ value, name: value, description, image: <UserTypeImage type={value} /> }));

/** The pages the survey may show on: home and a project's page. */
const isSurveyPage = (pathname: string) => pathname === '/' || /^\/projects\/[^/]+$/.test(pathname);

/**
 * The user-type survey, once due (./user-type-survey.tsx): to a signed-out visitor on /
 * or /projects/[id] who has no userType stored. Next stores the choice and thanks the visitor, with three ways
 * out; the mask does not close it, the close icon does.
 */
export function UserTypeSurveyDialog() {
  const pathname = usePathname();
  const { status } = useSession();
  const [step, setStep] = useState<'choose' | 'thanks'>('choose');
  const [choice, setChoice] = useState<UserType | null>(null);
  const [isDone, setIsDone] = useState(false);

  // Read in the browser only: the dialog is never rendered on the server.
  const isOpen =
    !isDone &&
    (step === 'thanks' ||
      (status === 'unauthenticated' && isSurveyPage(pathname) && storedUserType() === null));

  const close = () => setIsDone(true);
  const next = () => {
    if (!choice) return;
    storeUserType(choice);
    setStep('thanks');
  };
  const exitTo = (state: 'signup' | 'login') => {
    close();
    openAuthModal(state);
  };

  return (
    <AntdScope>
      <Modal
        open={isOpen}
        title={step === 'choose' ? 'Which best describes you?' : 'Thank you!'}
        onCancel={close}
        mask={{ closable: false }}
        rootClassName={styles.modal}
        width={640}
        destroyOnHidden
        footer={
          step === 'choose'
            ? [
                <Button key="next" type="primary" disabled={!choice} onClick={next}>
                  Next
                </Button>,
              ]
            : [
                <Button key="later" onClick={close}>
                  I&apos;ll do it later
                </Button>,
                <Button key="login" onClick={() => exitTo('login')}>
                  Log in
                </Button>,
                <Button key="signup" type="primary" onClick={() => exitTo('signup')}>
                  Yes, create an account
                </Button>,
              ]
        }
      >
        {step === 'choose' ? (
          <>
            <p>Help us show you what matters to you.</p>
            <ChoiceCards
              label="Which best describes you?"
              cards={CARDS}
              value={choice}
              onChange={setChoice}
            />
          </>
        ) : (
          <p>
            Thanks for telling us. Would you like to create an account? You can then keep watchlists of the
            projects you follow and hear about their security.
          </p>
        )}
      </Modal>
    </AntdScope>
  );
}
