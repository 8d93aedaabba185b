'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Progress } from 'antd';
import { AntdScope } from '@/components/antd-scope';
import { FormError } from '@/components/form-error';
import { SURVEY_UNCOUNTED_STEPS, WATCHLIST_NAME_MAX } from '@/config/constants';
import type { ProjectSearchResult } from '@/contracts/projects';
import { EXPERTISE_TYPES, INSTITUTION_TYPES, type SurveyAnswers } from '@/contracts/surveys';
import { WATCHLIST_NAME_TOO_LONG } from '@/contracts/watchlists';
import { hasErrorCode } from '@/contracts/error-codes';
import { UNKNOWN_ERROR, WATCHLIST_MESSAGES } from '@/lib/messages';
import { useSingleMutation } from '@/hooks/use-single-mutation';
import { uploadSurvey } from '../api/survey-api';
import { storedUserType } from '../hooks/local-values';
import { answered, isAnswered, isInstitution, skipped, stepsFor, titleOf } from '../survey-steps';
import { ChoiceCards } from './choice-cards';
import { FavouriteProjectsStep } from './favourite-projects-step';
import { UserTypeImage } from './survey-images';
import modalStyles from './survey-modal.module.css';
import styles from './personalisation-survey.module.css';

const SIGNED_IN_USER_TYPES = ['Retail Investor', 'Institutional Partner'] as const;

export interface PersonalisationSurveyProps {
  readonly hasWatchlists: boolean;
  /** `later` when the user chose 'I'll do it later'. */
  readonly onClose: (later: boolean) => void;
}

/**
 * The personalisation survey: intro, 'Which best describes you?', the institution or
 * expertise question, favourite projects, the watchlist name, thank you. Back, Skip and Next; the progress is
 * the step out of the step count minus 2 (the intro and the thank-you do not count). The mask does not close it.
 */
export function PersonalisationSurvey({ hasWatchlists, onClose }: PersonalisationSurveyProps) {
  const [localUserType] = useState(storedUserType);
  const [steps] = useState(() => stepsFor(localUserType !== null, hasWatchlists));
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<SurveyAnswers>(localUserType ? { userType: localUserType } : {});
  const [projects, setProjects] = useState<ProjectSearchResult[]>([]);
  const [name, setName] = useState('');
  const [createdList, setCreatedList] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const step = steps[index]!;
  const questionCount = steps.length - SURVEY_UNCOUNTED_STEPS;
  const inputs = { projectIds: projects.map((project) => project.id), name };

  const save = useSingleMutation({
    mutationFn: uploadSurvey,
    onSuccess: async (result, final) => {
      if (result.watchlistId) {
        setCreatedList(final.watchlistName ?? null);
        // The header's stars and /my/watchlists read the lists again.
        await queryClient.invalidateQueries();
      }
      setIndex(steps.indexOf('thanks'));
    },
    onError: (failure) => {
      if (hasErrorCode(failure, 'WatchlistNameUsed')) setName('');
    },
  });
  const isSaving = save.isPending;
  const error =
    save.isError &&
    (hasErrorCode(save.error, 'WatchlistNameUsed') ? WATCHLIST_MESSAGES.nameUsed : UNKNOWN_ERROR);

  /** Moves on; leaving the last question uploads the answers. */
  const forward = (next: SurveyAnswers) => {
    setAnswers(next);
    if (steps[index + 1] === 'thanks') save.send(next);
    else setIndex(index + 1);
  };
  const canGoOn = isAnswered(step, answers, inputs);

  const isQuestion = step !== 'intro' && step !== 'thanks';

  const footer =
    step === 'intro'
      ? [
          <Button key="later" onClick={() => onClose(true)}>
            I&apos;ll do it later
          </Button>,
          <Button key="start" type="primary" onClick={() => setIndex(1)}>
            Let&apos;s start
          </Button>,
        ]
      : step === 'thanks'
        ? [
            <Button key="done" type="primary" onClick={() => onClose(false)}>
              Done
            </Button>,
          ]
        : [
            <Button key="back" onClick={() => setIndex(index - 1)} disabled={isSaving}>
              Back
            </Button>,
            <Button key="skip" onClick={() => forward(skipped(step, answers, inputs))} disabled={isSaving}>
              Skip
            </Button>,
            <Button
              key="next"
              type="primary"
              loading={isSaving}
              disabled={!canGoOn}
              onClick={() => forward(answered(step, answers, inputs))}
            >
              Next
            </Button>,
          ];

  return (
    <AntdScope>
      <Modal
        open
        title={titleOf(step, answers.userType)}
        onCancel={() => onClose(false)}
        mask={{ closable: false }}
        rootClassName={modalStyles.modal}
        width={640}
        footer={footer}
      >
        {isQuestion && (
          <div className={styles.progress}>
            <Progress
              percent={Math.round((index / questionCount) * 100)}
              showInfo={false}
              aria-label={`Step ${index} of ${questionCount}`}
            />
            <span className={styles.note}>
              Step {index} of {questionCount}
            </span>
          </div>
        )}
        {step === 'intro' && (
          <p>
            Answer a few short questions and we will set up your first watchlist. It takes less than a minute.
          </p>
        )}
        {step === 'userType' && (
          <ChoiceCards
            label="Which best describes you?"
            cards={SIGNED_IN_USER_TYPES.map((value) => ({
              value,
              name: value,
              image: <UserTypeImage type={value} />,
            }))}
            value={answers.userType ?? null}
            onChange={(userType) =>
              setAnswers({ ...answers, userType, institutionType: undefined, expertiseType: undefined })
            }
          />
        )}
        {step === 'detail' &&
          (isInstitution(answers.userType) ? (
            <ChoiceCards
              label="What type of institution do you represent?"
              cards={INSTITUTION_TYPES.map((value) => ({ value, name: value }))}
              value={answers.institutionType ?? null}
              onChange={(institutionType) => setAnswers({ ...answers, institutionType })}
            />
          ) : (
            <ChoiceCards
              label="What is your level of expertise?"
              cards={EXPERTISE_TYPES.map((value) => ({ value, name: value }))}
              value={answers.expertiseType ?? null}
              onChange={(expertiseType) => setAnswers({ ...answers, expertiseType })}
            />
          ))}
        {step === 'projects' && <FavouriteProjectsStep projects={projects} onChange={setProjects} />}
        {step === 'name' && (
          <>
            <Input
              aria-label="Watchlist name"
              placeholder="Enter a new watchlist name"
              maxLength={WATCHLIST_NAME_MAX}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                save.reset();
              }}
              onPressEnter={() => {
                if (canGoOn && !isSaving) forward(answered(step, answers, inputs));
              }}
            />
            <p className={`${styles.note} ${styles.limit}`}>{WATCHLIST_NAME_TOO_LONG}</p>
          </>
        )}
        {step === 'thanks' && (
          <p>
            Thank you for your answers: they help us make Rampart better for you.
            {createdList && ` Your watchlist ${createdList} is ready in Watchlists.`}
          </p>
        )}
        <FormError text={error} inline />
      </Modal>
    </AntdScope>
  );
}
