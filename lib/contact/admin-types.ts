export type AdminContactMessage = {
  id: string;
  createdAt: string;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  isRead: boolean;
};

/** The tab lists at most this many messages, newest first; older ones stay in the database. */
export const CONTACT_LIST_LIMIT = 500;
