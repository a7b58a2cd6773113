import { PlainFailurePage } from './errors/plain-failure-page';

/** Shown when the app config cannot be loaded, so there is no brand or theme yet. */
export function BootFailure() {
  return (
    <PlainFailurePage
      title="We can't open your account right now"
      lines={[
        'Something went wrong while starting the portal. Check your internet connection, then try again.',
      ]}
    />
  );
}
