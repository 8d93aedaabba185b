'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Progress, Tag } from 'antd';
import { AddProjectsPicker } from '@/components/add-projects-picker';
import { AntdScope } from '@/components/antd-scope';
import { SURVEY_UNCOUNTED_STEPS, WATCHLIST_NAME_MAX } from '@/config/constants';
import type { ProjectSearchResult } from '@/contracts/projects';
import { EXPERTISE_TYPES, INSTITUTION_TYPES, type SurveyAnswers, type UserType } from '@/contracts/surveys';
import { WATCHLIST_NAME_TOO_LONG } from '@/contracts/watchlists';
import { hasErrorCode } from '@/contracts/error-codes';
import { UNKNOWN_ERROR, WATCHLIST_MESSAGES } from '@/lib/messages';
import { uploadSurvey } from '../api/survey-api';
import { storedUserType } from '../hooks/local-values';
import { ChoiceCards } from './choice-cards';
import { UserTypeImage } from './survey-images';
import modalStyles from './survey-modal.module.css';
import styles from './personalisation-survey.module.css';

type Step = 'intro' | 'userType' | 'detail' | 'projects' | 'name' | 'thanks';

const SIGNED_IN_USER_TYPES = ['Retail Investor', 'Institutional Partner'] as const;

/** The steps for this user: no user-type question when it is stored, no watchlist steps when the user has a list. */
function stepsFor(hasUserType: boolean, hasWatchlists: boolean): Step[] {
  return [
    'intro',
    ...(hasUserType ? [] : (['userType'] as const)),
    'detail',
    ...(hasWatchlists ? [] : (['projects', 'name'] as const)),
    'thanks',
  ];
}

const isInstitution = (type: UserType | undefined) =>
  type === 'Institutional Partner' || type === 'Project Owner';

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
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [createdList, setCreatedList] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const step = steps[index]!;
  const questionCount = steps.length - SURVEY_UNCOUNTED_STEPS;

  const save = async (final: SurveyAnswers) => {
    setIsSaving(true);
    setError(null);
    try {
      const result = await uploadSurvey(final);
      if (result.watchlistId) {
        setCreatedList(final.watchlistName ?? null);
        // The header's stars and /my/watchlists read the lists again.
        await queryClient.invalidateQueries();
      }
      setIndex(steps.indexOf('thanks'));
    } catch (failure) {
      const isNameUsed = hasErrorCode(failure, 'WatchlistNameUsed');
      setError(isNameUsed ? WATCHLIST_MESSAGES.nameUsed : UNKNOWN_ERROR);
      if (isNameUsed) setName('');
    } finally {
      setIsSaving(false);
    }
  };

  /** Moves on; leaving the last question uploads the answers. */
  const forward = (next: SurveyAnswers) => {
    setAnswers(next);
    if (steps[index + 1] === 'thanks') void save(next);
    else setIndex(index + 1);
  };

  const answerOf = (): SurveyAnswers => {
    switch (step) {
      case 'projects':
        return { ...answers, projects: projects.map((project) => project.id) };
      case 'name':
        return { ...answers, watchlistName: name.trim(), projects: projects.map((project) => project.id) };
      default:
        return answers;
    }
  };

  /** Skip leaves this step's answer out. */
  const skipped = (): SurveyAnswers => {
    const next = { ...answers };
    if (step === 'userType') delete next.userType;
    if (step === 'detail') {
      delete next.institutionType;
      delete next.expertiseType;
    }
    if (step === 'projects') delete next.projects;
    if (step === 'name') delete next.watchlistName;
    // Favourite projects without a name still make a list: it then takes the default name.
    if (step === 'name' && projects.length > 0) next.projects = projects.map((project) => project.id);
    return next;
  };

  const isAnswered = (() => {
    switch (step) {
      case 'userType':
        return answers.userType !== undefined;
      case 'detail':
        return isInstitution(answers.userType)
          ? answers.institutionType !== undefined
          : answers.expertiseType !== undefined;
      case 'projects':
        return projects.length > 0;
      case 'name':
        return name.trim() !== '';
      default:
        return true;
    }
  })();

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
            <Button key="skip" onClick={() => forward(skipped())} disabled={isSaving}>
              Skip
            </Button>,
            <Button
              key="next"
              type="primary"
              loading={isSaving}
              disabled={!isAnswered}
              onClick={() => forward(answerOf())}
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
        {step === 'projects' && (
          <>
            <p>Pick the projects you follow: they go into your first watchlist.</p>
            <div className={styles.projects} aria-label="Favourite projects">
              {projects.map((project) => (
                <Tag
                  key={project.id}
                  closable
                  onClose={() => setProjects(projects.filter((other) => other.id !== project.id))}
                >
                  {project.name}
                </Tag>
              ))}
            </div>
            <Button onClick={() => setIsPickerOpen(true)}>Add projects</Button>
            <AddProjectsPicker
              open={isPickerOpen}
              onClose={() => setIsPickerOpen(false)}
              mode="multiple"
              selectedIds={projects.map((project) => project.id)}
              onAdd={(project) =>
                setProjects((current) =>
                  current.some((other) => other.id === project.id) ? current : [...current, project],
                )
              }
              subtitle="Your favourite projects"
            />
          </>
        )}
        {step === 'name' && (
          <>
            <Input
              aria-label="Watchlist name"
              placeholder="Enter a new watchlist name"
              maxLength={WATCHLIST_NAME_MAX}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
              onPressEnter={() => {
                if (isAnswered && !isSaving) forward(answerOf());
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
        {error && (
          <div role="alert" className={styles.error}>
            {error}
          </div>
        )}
      </Modal>
    </AntdScope>
  );
}

function titleOf(step: Step, userType: UserType | undefined): string {
  switch (step) {
    case 'intro':
      return 'Help us personalise Rampart';
    case 'userType':
      return 'Which best describes you?';
    case 'detail':
      return isInstitution(userType)
        ? 'What type of institution do you represent?'
        : 'What is your level of expertise?';
    case 'projects':
      return 'Which projects are your favourites?';
    case 'name':
      return 'Name your watchlist';
    case 'thanks':
      return 'Thank you!';
  }
}
