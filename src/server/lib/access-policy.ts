/** Who has free access by configuration; built once from the config in buildApp. */
export interface AccessPolicy {
  freeAccessEmails: readonly string[];
}
