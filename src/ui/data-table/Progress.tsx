import { IonProgressBar } from '../ionic/progress-bar';

/** A bar while a server page loads; the same height without one, so the rows do not jump. */
export function Progress({ loading }: { loading: boolean | undefined }) {
  return loading ? (
    <IonProgressBar type="indeterminate" className="dt-progress" />
  ) : (
    <div className="dt-progress" />
  );
}
