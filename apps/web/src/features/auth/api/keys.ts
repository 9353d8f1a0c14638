/** Query keys of the auth feature. */
export const authKeys = {
  verifyEmail: (token: string) => ['auth', 'verifyEmail', token] as const,
  confirmEmailChange: (token: string) => ['auth', 'confirmEmailChange', token] as const,
  invitation: (token: string) => ['auth', 'invitation', token] as const,
};
