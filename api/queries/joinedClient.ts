/**
 * A row's client's names as a left join on `clients` reads them: both, or neither when the row
 * has no client (the names are required columns, so a joined client always has both).
 */
export type JoinedClientName =
  { clientFirstName: string; clientLastName: string } | { clientFirstName: null; clientLastName: null };
