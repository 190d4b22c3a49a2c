/**
 * PostgreSQL connections a server process keeps by default. More connections than the database
 * has cores only queue for them: on two cores, six served the directory's varied searches about
 * a tenth faster than ten did, since the app's own event loop then waits less for a turn.
 */
export const DEFAULT_POOL_SIZE = 6;
