import type { SurveyAnswers, UserType } from '@/contracts/surveys';

// The personalisation survey's steps and what each contributes to the answers: the rules, apart from the dialog
// that shows them (./components/personalisation-survey.tsx).

export type Step = 'intro' | 'userType' | 'detail' | 'projects' | 'name' | 'thanks';

/** What a question step holds beside the answers: the favourite projects picked and the list name typed. */
export interface StepInputs {
  readonly projectIds: readonly string[];
  readonly name: string;
}

/** The steps for this user: no user-type question when it is stored, no watchlist steps when the user has a list. */
export function stepsFor(hasUserType: boolean, hasWatchlists: boolean): Step[] {
  return [
    'intro',
    ...(hasUserType ? [] : (['userType'] as const)),
    'detail',
    ...(hasWatchlists ? [] : (['projects', 'name'] as const)),
    'thanks',
  ];
}

export const isInstitution = (type: UserType | undefined) =>
  type === 'Institutional Partner' || type === 'Project Owner';

/** The answers once this step is answered (Next). */
export function answered(step: Step, answers: SurveyAnswers, inputs: StepInputs): SurveyAnswers {
  switch (step) {
    case 'projects':
      return { ...answers, projects: [...inputs.projectIds] };
    case 'name':
      return { ...answers, watchlistName: inputs.name.trim(), projects: [...inputs.projectIds] };
    default:
      return answers;
  }
}

/** The answers once this step is skipped: its answer left out. */
export function skipped(step: Step, answers: SurveyAnswers, inputs: StepInputs): SurveyAnswers {
  const next = { ...answers };
  if (step === 'userType') delete next.userType;
  if (step === 'detail') {
    delete next.institutionType;
    delete next.expertiseType;
  }
  if (step === 'projects') delete next.projects;
  if (step === 'name') delete next.watchlistName;
  // Favourite projects without a name still make a list: it then takes the default name.
  if (step === 'name' && inputs.projectIds.length > 0) next.projects = [...inputs.projectIds];
  return next;
}

/** Whether the step has an answer, so that Next may take it. */
export function isAnswered(step: Step, answers: SurveyAnswers, inputs: StepInputs): boolean {
  switch (step) {
    case 'userType':
      return answers.userType !== undefined;
    case 'detail':
      return isInstitution(answers.userType)
        ? answers.institutionType !== undefined
        : answers.expertiseType !== undefined;
    case 'projects':
      return inputs.projectIds.length > 0;
    case 'name':
      return inputs.name.trim() !== '';
    default:
      return true;
  }
}

export function titleOf(step: Step, userType: UserType | undefined): string {
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
