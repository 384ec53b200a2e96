/**
 * UI texts of mail, email verification and password reset (issue #14). Not in the spec: the
 * product's own words, in the tone of the rest (product-decisions §7).
 */
export const MAIL_TEXTS = {
  titles: {
    forgotPassword: 'Forgot Password',
    resetPassword: 'Reset Password',
    emailVerified: 'Email Verification',
    outbox: 'Outbox',
  },
  forgot: {
    subtitle:
      'Enter the email you signed up with and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    // The same words whether or not the address has an account (no enumeration).
    sent: 'If an account uses this email, a reset link is on its way. It works once, within one hour.',
    backToLogin: 'Back to Login',
  },
  reset: {
    subtitle: 'Choose a new password for your account.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    mismatch: 'The passwords do not match.',
    submit: 'Change password',
    done: 'Your password has been changed and every device was signed out. Log in with your new password.',
    invalid: 'This reset link is invalid or has expired. Ask for a new one.',
    askAgain: 'Ask for a new link',
    goToLogin: 'Go to Login',
  },
  verify: {
    verified: 'Email verified',
    verifiedText: 'Thank you: your email address is confirmed.',
    failed: 'We could not verify your email',
    failedText:
      'This verification link is invalid or has expired. Open your profile to ask for a new one.',
    toProfile: 'Go to your profile',
    toHome: 'Go to Home',
    notVerified: 'Email not verified',
    resend: 'Resend',
    resendLabel: 'Resend the verification email',
    resent: 'Verification email sent. Check your inbox.',
  },
  outbox: {
    menu: 'Outbox',
    intro:
      "Mail and SMS the app has sent or keeps, newest first. With MAIL_URL=outbox or SMS_URL=outbox nothing leaves the server. Links and codes of verification, password reset and phone codes are hidden here: they are keys to someone else's account.",
    label: 'Outbox',
    caption: 'Mail and SMS in the outbox, newest first',
    sms: 'SMS',
    linkHidden: '[link hidden]',
    codeHidden: '[code hidden]',
    empty: 'No mail yet',
    emptyHint: 'Verification and password reset mails appear here.',
    columns: {
      to: 'To',
      subject: 'Subject',
      kind: 'Kind',
      status: 'Status',
      attempts: 'Attempts',
      created: 'Created',
      body: 'Message',
    },
    statuses: { pending: 'Pending', sent: 'Sent', failed: 'Failed', kept: 'Kept' },
  },
} as const;
