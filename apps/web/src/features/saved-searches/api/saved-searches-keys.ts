/** The signed-in person's saved searches are cached under ['saved-searches', email]. */
export const savedSearchesKey = (email: string) => ['saved-searches', email.toLowerCase()] as const;
