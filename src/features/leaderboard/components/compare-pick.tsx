import styles from './compare-selection.module.css';

/** The id of the leaderboard's compare form, which the row check boxes belong to from anywhere in the table. */
export const COMPARE_FORM_ID = 'leaderboard-compare';

/** A row's check box: picks the project for the comparison that the form below the table opens. */
export function ComparePick({ id, name }: { readonly id: string; readonly name: string }) {
  return (
    <label className={styles.pick}>
      <input type="checkbox" name="ids" value={id} form={COMPARE_FORM_ID} aria-label={`Compare ${name}`} />
    </label>
  );
}
