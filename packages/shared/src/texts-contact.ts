/** Contact Us and the admin's Messages page (issue #23 item 3). */
export const CONTACT_TEXTS = {
  heading: 'Contact Us',
  labels: { fullName: 'Full name', email: 'Email', message: 'Message' },
  sent: 'Thank you! Your message has reached our team.',
  failed: 'Your message could not be sent. Please try again.',
  mailSubject: (name: string) => `Contact Us: message from ${name}`,
  admin: {
    title: 'Messages',
    menu: 'Messages',
    intro: 'What visitors sent through the Contact Us form, newest first.',
    label: 'Contact messages',
    caption: 'Messages sent through Contact Us',
    empty: 'No messages yet',
    emptyHint: 'Messages sent from the home page’s Contact Us form appear here.',
    columns: { from: 'From', email: 'Email', received: 'Received', message: 'Message' },
  },
} as const;
