/** The second step of a version delete needs this word, in any letter case. */
export const DELETE_CONFIRM_WORD = 'ELIMINAR';

export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim().toUpperCase() === DELETE_CONFIRM_WORD;
}
