/**
 * Router state of a link that changes the search text ("did you mean", "search instead"):
 * the search page then moves focus to its results heading (search-page.tsx), since the link
 * itself is gone. Its own module: the list pages' empty state needs it without the notes.
 */
export const FOCUS_RESULTS = { focusResults: true } as const;
