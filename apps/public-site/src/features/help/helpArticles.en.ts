// The help centre's sixteen articles in English: the same content as helpArticles.ar.ts, block for block.
import type { HelpArticles } from './helpArticleTypes';

export const helpArticlesEn: HelpArticles = {
  'create-account': {
    title: 'Create your Sumaa account',
    summary: 'Register your business in minutes and start your 14-day free trial with no credit card.',
    blocks: [
      {
        paragraph:
          'Creating an account takes a few minutes and needs no credit card. The account you create is your business’s admin account: from it you invite your team later and manage your subscription.',
      },
      { heading: 'Steps' },
      {
        steps: [
          'Open the sign-up page from the “Sign up” button at the top of the site.',
          'Enter your full name and your business’s name as your customers know it.',
          'Enter your e-mail address and your mobile number: 10 digits starting with 05.',
          'Choose a password of at least 8 characters, then pick your type of business from the list; if it isn’t there, choose “Other” and describe it in a few words.',
          'Add a profile photo if you like: PNG, JPEG or WebP, up to 5 MB.',
          'Accept the terms and conditions and the privacy policy, then press “Create account”.',
        ],
      },
      { heading: 'Tips' },
      {
        bullets: [
          'Use an e-mail address you check every day: your verification code, review alerts and password reset links go there.',
          'Pick a password you don’t use on any other site, ideally mixing letters and numbers.',
          'Write the business name as it appears on Google so your team recognises it easily.',
        ],
      },
      {
        paragraph:
          'Once your account is created, we send you a verification code to confirm your e-mail address. That is the next step before you connect your Google account.',
      },
    ],
  },
  'verify-email': {
    title: 'Confirm your e-mail address',
    summary: 'Enter the 6-digit verification code, or open the link in our e-mail, to activate your account.',
    blocks: [
      {
        paragraph:
          'We ask you to confirm your e-mail address to make sure it is yours and that important account messages, such as password resets, will reach you. You can’t continue setting up your account until this step is done.',
      },
      { heading: 'Steps' },
      {
        steps: [
          'After you create your account, you are taken to the “Check your e-mail” page.',
          'Open your inbox and look for a message from Sumaa with a 6-digit code.',
          'Type the code into the “Verification code” field and press “Confirm e-mail”, or simply open the confirmation link in the message.',
          'If the message hasn’t arrived, press “Resend code” and we will send you a new one.',
          'Once confirmed, you move on to the setup wizard to connect your Google account.',
        ],
      },
      { heading: 'Tips' },
      {
        bullets: [
          'You can open the confirmation link on any device: it carries both your e-mail address and the code.',
          'If you asked for more than one code, use the one in the most recent message.',
          'Open the link in full, exactly as it arrived; if part of it is cut off you will see an “invalid link” message, and can then type the code by hand.',
        ],
      },
      {
        paragraph:
          'If you log in before confirming your e-mail, we bring you back to the verification page until you finish this step. If the message never arrives, read “The verification e-mail didn’t arrive”.',
      },
    ],
  },
  'connect-google': {
    title: 'Connect your Google account',
    summary:
      'Give Sumaa access to your Google Business Profile so your locations’ reviews reach your dashboard.',
    blocks: [
      {
        paragraph:
          'Sumaa works by connecting the Google account that manages your Business Profile. You connect through Google’s own sign-in page, so we never see your Google password and only reach what you agree to.',
      },
      { heading: 'Steps' },
      {
        steps: [
          'After you confirm your e-mail, the setup wizard opens on the “Connect Google” step.',
          'Press the connect button and a Google window opens. If your browser blocks pop-ups, allow them for Sumaa and try again.',
          'Choose the Google account that owns or manages your Business Profile, not your personal account if it is a different one.',
          'Review the permissions Sumaa asks for and accept them; the window closes and you are back in the wizard.',
          'Choose the locations you want to follow from the list, then press “Continue” to start syncing.',
        ],
      },
      { heading: 'Tips' },
      {
        bullets: [
          'If several accounts manage your Business Profile, use the one that sees all your locations.',
          'The access tokens Google grants are stored encrypted on our servers and never reach your browser.',
          'You can revoke Sumaa’s access at any time from the security settings of your Google account.',
        ],
      },
      {
        paragraph:
          'The first sync usually takes a minute or two, and the wizard shows each stage as it completes. If your locations don’t appear, read “My locations don’t appear after connecting”.',
      },
    ],
  },
  'first-reply': {
    title: 'Reply to your first review',
    summary:
      'Write your own reply or start from a smart reply, then publish it on Google without leaving Sumaa.',
    blocks: [
      {
        paragraph:
          'Answering reviews shows customers that you listen, and leaves a good impression on everyone who reads the review after them. In Sumaa you reply straight from the “Reviews” page, without opening Google.',
      },
      { heading: 'Steps' },
      {
        steps: [
          'Open “Reviews” from the sidebar of your dashboard.',
          'Use search or the star and sentiment filters to find the review; start with the ones nobody has answered yet.',
          'Press “Reply” to open the reply box under the review.',
          'Write your reply, or choose “Smart reply” to fill the box with a template that matches the review’s language and tone, with the reviewer’s name and your business’s name filled in.',
          'Read the text through and adjust it to what the customer wrote, then press “Send” to publish the reply on Google.',
        ],
      },
      { heading: 'Tips' },
      {
        bullets: [
          'Thank the customer by name and mention something specific they wrote; a personal reply rings truer than a generic one.',
          'For a negative review, apologise politely, offer a solution or a way to get in touch, and avoid arguing in public.',
          'You can edit or delete your reply later; only the person who wrote the reply sees those two options.',
        ],
      },
      {
        paragraph:
          'Replying needs the “Reply to reviews” permission. If you don’t see the reply button, ask your account’s admin for it.',
      },
    ],
  },
  'invite-team': {
    title: 'Invite your team',
    summary: 'Add colleagues to your business account so they can follow and answer reviews with you.',
    blocks: [
      {
        paragraph:
          'The more locations and reviews you have, the more you need to share the work. From the “Team” page you invite colleagues by e-mail, and each of them chooses their own password, so you never have to share yours.',
      },
      { heading: 'Steps' },
      {
        steps: [
          'Open “Team” from the sidebar; this needs the “Manage team” permission.',
          'Press “Invite member” and enter your colleague’s e-mail address.',
          'Choose their role, tick the permissions their work needs, then send the invitation.',
          'Your colleague receives an e-mail with the invitation link, opens it, enters their name and adds a photo if they wish.',
          'They choose and confirm a password, then press “Save and join” and land in the dashboard.',
        ],
      },
      { heading: 'Tips' },
      {
        bullets: [
          'Send the invitation to the work address your colleague checks every day.',
          'Start with the fewest permissions a member needs and widen them later if necessary.',
          'Share out reviews with the assign button on the “Reviews” page, so everyone knows what is waiting for them.',
        ],
      },
      {
        paragraph:
          'When someone leaves your team, deactivate them on the “Team” page: they lose access to your account, and their earlier replies are kept.',
      },
    ],
  },
  'roles-permissions': {
    title: 'Roles and permissions',
    summary: 'Learn what each member of your team can do, and how to grant or withdraw permissions.',
    blocks: [
      {
        paragraph:
          'Every member in Sumaa has a role that sets their level of access, and on top of the role you choose specific permissions. Our server checks these permissions on every request, so security never relies on hidden buttons alone.',
      },
      { heading: 'Roles' },
      {
        bullets: [
          'Admin: the account’s general manager, with every permission.',
          'Manager: a branch manager who follows and answers reviews within the permissions granted.',
          'Agent: a customer service employee who answers the reviews assigned to them.',
          'Viewer: can look at the dashboard without changing anything.',
        ],
      },
      { heading: 'Permissions' },
      {
        bullets: [
          'View reviews: see the locations’ reviews.',
          'Reply to reviews: write replies and use smart replies.',
          'View analytics: open the analytics page.',
          'Manage team: invite members, change their roles and deactivate them.',
          'Settings: edit the business profile, notifications and preferences.',
        ],
      },
      { heading: 'Changing a member’s permissions' },
      {
        steps: [
          'Open “Team” and press “Edit” next to the member’s name.',
          'Change their role or tick their permissions, and untick what they don’t need.',
          'Press “Save”; the change applies to the member straight away.',
        ],
      },
      {
        paragraph:
          'Give the admin role to one or two people only and use the other roles for the rest of the team: the fewer people hold every permission, the safer your account.',
      },
    ],
  },
  'business-settings': {
    title: 'Business profile and settings',
    summary:
      'Update your business details, choose the notifications you receive, and set language and time zone.',
    blocks: [
      {
        paragraph:
          'The “Settings” page controls your business details and how Sumaa works for you. Opening it needs the “Settings” permission, and changes are saved on our servers, so they apply on all your devices and your team’s.',
      },
      { heading: 'Steps' },
      {
        steps: [
          'Open “Settings” from the sidebar of your dashboard.',
          'On the “Profile” tab, update the business name, owner’s name, e-mail, phone, address, website and description.',
          'On the “Notifications” tab, choose what you receive: new reviews, negative reviews, and weekly and monthly reports.',
          'On the “Privacy” tab, choose how visible your business details are and how long data is kept.',
          'On the “Preferences” tab, choose the language, time zone and date format, then press “Save changes”.',
        ],
      },
      { heading: 'Tips' },
      {
        bullets: [
          'Turn on alerts for negative reviews at least, so you can answer them before they pile up.',
          'Show dates in the Gregorian or Hijri calendar, whichever your team is used to.',
          'Write a short description of your business; it helps new team members understand the work.',
        ],
      },
      {
        paragraph:
          'The profile details here belong to your Sumaa account and don’t change what your Business Profile shows on Google. To change your opening hours or address on Maps, use Google Business Profile directly.',
      },
    ],
  },
  'subscription-billing': {
    title: 'Your subscription and billing',
    summary: 'See your current plan and next payment date, and how to change plans or cancel.',
    blocks: [
      {
        paragraph:
          'When your 14-day free trial ends, you choose a plan to keep using Sumaa. All prices are in Saudi riyals and are paid in advance for each period.',
      },
      { heading: 'Plans' },
      {
        bullets: [
          'Basic: 50 SAR a month, for up to 100 reviews a month.',
          'Professional: 200 SAR a month, for up to 1,000 reviews and 5 team members; our most popular plan.',
          'Enterprise: 500 SAR a month, with no limit on reviews.',
        ],
      },
      { heading: 'Managing your subscription' },
      {
        steps: [
          'Open “Subscription” from the sidebar to see your plan, billing period, next payment date and usage.',
          'To change plans, choose the one you want from the plans listed on the same page.',
          'To cancel, press “Cancel subscription” and confirm.',
        ],
      },
      {
        paragraph:
          'When you cancel, your account stays active until the end of the period you paid for, and then it does not renew. Fees already paid are not refunded, so if you no longer need the service, cancel before your renewal date.',
      },
      {
        paragraph:
          'The subscription page also shows how much of your plan’s review limit you have used; if you are nearing the limit before the month ends, consider moving up a plan.',
      },
    ],
  },
  'google-business-profile': {
    title: 'How Sumaa works with Google',
    summary: 'What we access in your Google account, why, and how we protect that access.',
    blocks: [
      {
        paragraph:
          'Sumaa connects to your Business Profile through Google’s official Business Profile API, and only after your explicit consent. We never ask for your Google password and never reach your e-mail or files.',
      },
      { heading: 'What we use' },
      {
        bullets: [
          'Your list of locations: each one’s name, address, rating and number of reviews, plus its phone number and website if it has them.',
          'Reviews of the locations you choose: the reviewer’s name, the stars, the text and the date.',
          'Publishing your replies to those reviews, and editing or deleting them when you ask.',
        ],
      },
      { heading: 'How we protect that access' },
      {
        bullets: [
          'The access tokens Google grants are stored encrypted with AES-256 on our servers and never reach the browser.',
          'We use Google data only to provide the service to you; we never sell it or share it with anyone.',
          'You can revoke access at any time from your Google account.',
          'We never change your Business Profile details on Google, such as the address, opening hours or photos.',
        ],
      },
      { heading: 'Check for yourself' },
      {
        steps: [
          'Sign in to the Google account you connected to Sumaa.',
          'Open the account settings, then “Security”, then the list of third-party apps and services.',
          'Choose Sumaa to see the permissions you granted it and when you granted them.',
        ],
      },
      {
        paragraph:
          'We start with Google reviews because they weigh most in customers’ decisions in Saudi Arabia and the Gulf; other review platforms are on our roadmap.',
      },
    ],
  },
  'choose-locations': {
    title: 'Choose which locations to follow',
    summary: 'Pick which of your Google locations should bring their reviews into Sumaa.',
    blocks: [
      {
        paragraph:
          'Once your Google account is connected, the setup wizard lists every location that account manages, with each one’s name, rating, number of reviews and address, plus its phone number and website if it has them.',
      },
      { heading: 'Steps' },
      {
        steps: [
          'Look through the list on the “Choose locations” step.',
          'Press each location you want to follow to select it; press it again to deselect it.',
          'Select at least one location: the “Continue” button stays disabled until you do.',
          'Press “Continue” to start syncing the reviews of the selected locations.',
        ],
      },
      { heading: 'Tips' },
      {
        bullets: [
          'Start with the locations that have the most reviews; they are what customers see first when they search for you.',
          'Keep your plan’s monthly review limit in mind when you select many locations.',
          'If a message says your Google account is not connected, connect it again first and then come back to this step.',
          'If several locations share a name, tell them apart by the address shown under each one.',
        ],
      },
      {
        paragraph:
          'If one of your locations is missing from the list, or the list is empty, read “My locations don’t appear after connecting” under Troubleshooting.',
      },
    ],
  },
  'review-sync': {
    title: 'How review sync works',
    summary: 'When your reviews reach Sumaa, and what happens during the first sync.',
    blocks: [
      {
        paragraph:
          'Syncing is how your locations’ reviews travel from Google to Sumaa. It first happens when you finish the setup wizard, then repeats regularly, so new reviews reach you without you doing anything.',
      },
      { heading: 'Stages of the first sync' },
      {
        steps: [
          'Account check: we make sure the connection to Google works.',
          'Linking locations: we register the locations you chose.',
          'Syncing reviews: we fetch every location’s reviews.',
          'Processing analytics: we sort reviews into positive, negative and neutral and pick out the most frequent words.',
          'Setting up the dashboard: we prepare your dashboard with your business’s real figures.',
        ],
      },
      {
        paragraph:
          'These stages usually take a minute or two, and the screen shows each one as it completes. At the end you can start a short tour of the dashboard or skip it.',
      },
      { heading: 'Tips' },
      {
        bullets: [
          'Keep the page open to follow the first sync’s stages until it finishes and takes you to the dashboard.',
          'If you close the page before setup is complete, log in again and the wizard carries on from the step you had reached.',
          'A new review on Google reaches Sumaa with the next sync, so it may appear a little later than on Google.',
        ],
      },
    ],
  },
  'disconnect-google': {
    title: 'Disconnect your Google account',
    summary: 'Stop Sumaa’s access to your Google Business Profile at any time.',
    blocks: [
      {
        paragraph:
          'Connecting your Google account is your decision, and you can undo it whenever you like. Once disconnected, Sumaa stops fetching new reviews and can no longer publish replies.',
      },
      { heading: 'Steps' },
      {
        steps: [
          'Sign in to the Google account you connected to Sumaa.',
          'Open your Google account settings, then “Security”, then the list of third-party apps and services.',
          'Choose Sumaa from the list, then choose to delete the connection.',
          'Sumaa’s access stops at once. If you want to connect again later, follow “Connect your Google account”.',
        ],
      },
      { heading: 'What happens to your data' },
      {
        bullets: [
          'Reviews already synced, your replies and your analytics stay in your account for as long as your subscription runs.',
          'To have Google data removed from Sumaa for good, write to us from your account’s e-mail address and we will carry out your request.',
          'Replies you published stay on Google, where you can manage them from your Business Profile directly.',
        ],
      },
      {
        paragraph:
          'If all you want is to stop a team member from replying, there’s no need to disconnect Google altogether: change their permissions on the “Team” page instead.',
      },
    ],
  },
  'no-verification-email': {
    title: 'The verification e-mail didn’t arrive',
    summary: 'Quick checks when you can’t find the e-mail with your verification code.',
    blocks: [
      {
        paragraph:
          'The verification e-mail usually arrives within a minute. When it doesn’t, the cause is most often a mistyped address or a message filed as spam.',
      },
      { heading: 'Try these in order' },
      {
        steps: [
          'Wait two minutes, then refresh your inbox.',
          'Look in your spam or junk folder, and in other tabs such as “Promotions” or “Updates”.',
          'Check that the e-mail address shown on the verification page is really yours.',
          'Press “Resend code” on the verification page and use the code in the newest message.',
          'If you use a company mailbox, ask your IT team to allow messages from the sumaa.sa domain.',
        ],
      },
      { heading: 'Tips' },
      {
        bullets: [
          'Add Sumaa’s address to your contacts so our next messages land in your inbox.',
          'If you closed the verification page, log in again to get back to it.',
          'Make sure your mailbox isn’t full; a full mailbox turns new messages away.',
        ],
      },
      { heading: 'Still stuck?' },
      {
        paragraph:
          'Write to us or call during working hours with the e-mail address you signed up with, and we will look into it and help you finish signing up.',
      },
    ],
  },
  'reset-password': {
    title: 'Forgot your password',
    summary: 'Reset your password with a link that reaches your inbox within minutes.',
    blocks: [
      {
        paragraph:
          'None of us can see your password, because it is stored only as a hash. So we never send it to you; instead we send a link where you choose a new one.',
      },
      { heading: 'Steps' },
      {
        steps: [
          'On the login page, press “Forgot your password?”.',
          'Enter the e-mail address you registered with and press “Send reset link”.',
          'Open the message you receive and follow the link.',
          'Type your new password (at least 8 characters) and confirm it, then press “Save new password”.',
          'Log in with your new password.',
        ],
      },
      { heading: 'Tips' },
      {
        bullets: [
          'To protect accounts, the confirmation message is the same whether or not the address is registered; if nothing arrives, check that you typed the address you signed up with.',
          'If the link is reported as invalid, request a new one and use the newest message.',
          'After repeated wrong login attempts we may pause further tries for a while; wait a little and try again.',
        ],
      },
      {
        paragraph:
          'If you no longer use the e-mail address on your account, write to us from your business address with the business name and the registered mobile number, and we will help you regain access once we have verified who you are.',
      },
    ],
  },
  'locations-missing': {
    title: 'My locations don’t appear after connecting',
    summary: 'Why your locations may be missing from the list, and how to fix each cause.',
    blocks: [
      {
        paragraph:
          'Sumaa lists only the locations the connected Google account can manage. If the list is empty or incomplete, the cause is usually the account used or the state of the Business Profile on Google.',
      },
      { heading: 'Check the following' },
      {
        steps: [
          'Account: make sure you connected the Google account that owns or manages the Business Profile, not another personal account.',
          'Verification: finish verifying the location in Google Business Profile first; Google may not give access to unverified locations.',
          'Role: if you are a manager of the profile rather than its owner, ask the owner to check your role on Google.',
          'Permissions: if you declined a permission while connecting, connect again and accept every permission requested.',
        ],
      },
      { heading: 'If you see “Google account not connected”' },
      {
        paragraph:
          'It means the connection expired or was revoked on Google’s side. Connect again from the “Connect Google” step of the setup wizard, then return to the list of locations.',
      },
      {
        paragraph:
          'If the problem remains, write to us with the location’s name as it appears on Google Maps and we will help you find the cause.',
      },
    ],
  },
  'reply-not-on-google': {
    title: 'My reply doesn’t show on Google',
    summary: 'Why your reply may take a while to appear on Google, and what to do.',
    blocks: [
      {
        paragraph:
          'When you send a reply from Sumaa, we publish it straight away through Google’s official API, and it usually appears within minutes. Sometimes, though, Google delays it, or declines to publish it if it breaks Google’s policies.',
      },
      { heading: 'Try these in order' },
      {
        steps: [
          'On the “Reviews” page, check that the review shows as replied and that your text was saved.',
          'Give it some time, then refresh your business’s page on Google Maps.',
          'Read your reply again: avoid links, personal details and offensive wording, which Google’s policies don’t accept.',
          'If an error appeared when you sent it, try again; the reply box stays open with your text so nothing is lost.',
          'Make sure your Google account is still connected: replies can’t be published once the connection is revoked.',
        ],
      },
      {
        paragraph:
          'Remember that Google may order reviews differently for each visitor, so look for the review itself by the reviewer’s name and date rather than just the top of the list.',
      },
      { heading: 'Still not showing?' },
      {
        paragraph:
          'Write to us with the location’s name, the reviewer’s name and the review’s date, and we will check the reply’s status with Google and tell you what we find.',
      },
    ],
  },
};
