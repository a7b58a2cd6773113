import classes from './layout.module.css';

export const mainContentId = 'main-content';

/** First focusable element of every page: jumps keyboard and screen-reader users past the header. */
export function SkipLink() {
  return (
    <a
      className={classes.skipLink}
      href={`#${mainContentId}`}
      onClick={(event) => {
        // Focus the main landmark directly: the hash would otherwise become part of the route.
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
