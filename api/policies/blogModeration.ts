import { isApprovedStaff } from './approval.ts';

/**
 * Who moderates the blog's comments and answers in the agency's name: admins and the agents an
 * admin has approved. What they approve appears on the public site, so a self-registered agent
 * waits for approval like for sending mail.
 */
export const mayModerateComments = isApprovedStaff;
