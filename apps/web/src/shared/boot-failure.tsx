/**
 * Shown when the app config cannot be loaded, so there is no brand or theme yet: plain
 * HTML with inline styles (allowed by the CSP), nothing that could fail in turn.
 */
export function BootFailure() {
  return (
    <main
      role="alert"
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '36rem',
        margin: '3rem auto',
        padding: '0 1rem',
        lineHeight: 1.5,
      }}
    >
      <h1 style={{ fontSize: '1.5rem' }}>We can't open your account right now</h1>
      <p>
        Something went wrong while starting the portal. Check your internet connection, then try
        again.
      </p>
      <button
        type="button"
        style={{ font: 'inherit', padding: '0.5rem 1rem', cursor: 'pointer' }}
        onClick={() => {
          window.location.reload();
        }}
      >
        Try again
      </button>
    </main>
  );
}
