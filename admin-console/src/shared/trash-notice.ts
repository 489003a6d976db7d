/**
 * What every delete confirmation says about the way back: deleted records wait in the Trash
 * (/admin/trash) for 30 days, with everything that went with them.
 */
export const RESTORABLE = 'It can be restored from the Trash for 30 days.';
