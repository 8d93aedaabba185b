/**
 * What an incident without a project says after its own name: that its project is not in the catalogue, or that
 * staff are deciding which listed project it is. Nothing for an incident on its project's page.
 */
export function projectNoteOf(alert: {
  readonly projectStatus: 'listed' | 'not listed' | 'in review';
}): string | undefined {
  if (alert.projectStatus === 'not listed') return 'project not listed';
  if (alert.projectStatus === 'in review') return 'project under review';
  return undefined;
}
