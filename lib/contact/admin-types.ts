export type AdminContactMessage = {
  id: string;
  createdAt: string;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  isRead: boolean;
};

