/** `%term%` for LIKE, with LIKE's own wildcards in the term taken literally. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
