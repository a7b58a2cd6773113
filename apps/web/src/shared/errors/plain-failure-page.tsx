/**
 * A failure page for when the app itself is not there (no config yet, or the tree crashed):
 * plain HTML with inline styles (allowed by the CSP), nothing that could fail in turn.
 */
export function PlainFailurePage({ title, lines }: { title: string; lines: readonly string[] }) {
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
      <h1 style={{ fontSize: '1.5rem' }}>{title}</h1>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
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
