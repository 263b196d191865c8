/** The dynamic form's last page: every answer to check and change, and the button that submits (behaviour §2). */
export const REVIEW_PATH = '/review';
