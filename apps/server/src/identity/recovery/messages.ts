/** What the "Forgot password" and "Register" pages say (decision 029). */
export const RECOVERY_MESSAGES = {
  emailNeeded: 'Enter the email you sign in with, for example name@example.nz.',
  resetSent:
    'If there is a log-in for that email, we have sent a link to it to choose a new password. The link works once, within 30 minutes. If nothing arrives, check the spelling and your junk folder.',
  tooManyResets: 'We have sent as many links as we can for now.',
  linkInvalid: 'This link is not one of ours, or it was copied incompletely.',
  linkUsed: 'This link has already been used. Each link works once.',
  linkExpired: 'This link has expired. Links to choose a new password work for 30 minutes.',
  passwordsDiffer: 'The two passwords do not match.',
  passwordChanged:
    'Your password has been changed, and every device signed in with the old one has been signed out. Sign in with your new password.',
  accountNotRegistrable:
    'We cannot make a log-in with that account number. Check the number on your bill, or contact us.',
  chooseWhere: 'Choose where we should send your code.',
  tooManyRegisters: 'There have been too many tries from here.',
  codeRecentlySent: 'A code was sent there a moment ago. Please wait before asking for another.',
  dailyCodeLimit: 'That is as many codes as we can send there in a day.',
  wrongCode: 'That code is not right. Check the code we sent, or ask for a new one.',
  codeExpired: 'This code has expired or has been tried too many times. Ask for a new one.',
  emailTaken:
    'There is already a log-in with this email. Sign in with it, or choose "Forgot your password?" on the sign-in page.',
} as const;
