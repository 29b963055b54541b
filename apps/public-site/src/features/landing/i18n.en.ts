// English texts of the landing page (see i18n.ar.ts); `typeof ar` keeps the keys the same.
import type { ar } from './i18n.ar';

export const en: typeof ar = {
  documentTitle: 'Google review management for your business',
  metaDescription:
    'Sumaa brings the Google reviews of all your branches into one place and helps you answer them in Arabic and English and follow your reputation. Free for 14 days.',
  eyebrow: 'Google review management',
  promise:
    'Bring the Google reviews of all your branches into one place, answer your customers quickly and professionally, and keep track of what they say about your business.',
  pointsLabel: 'What Sumaa does for you',
  points: {
    collect: 'Every branch’s reviews in one inbox',
    reply: 'Fast replies in Arabic and English',
    insights: 'Clear signals of how your reputation is trending',
  },
  trial: 'Try it free for {{days, number}} days. No credit card needed.',
  startTrial: 'Start your free trial',
  haveAccount: 'Already have an account?',
  login: 'Log in',
  signedInAs: 'Welcome, {{name}}. You are signed in.',
  preview: {
    source: 'Google reviews',
    branch: 'Olaya branch, Riyadh',
    new: 'New',
    reviewer: 'Noura Al-Otaibi',
    time: '2 hours ago',
    review: 'Great coffee and friendly staff, but the wait was a little long at the busiest time.',
    smartReply: 'Smart reply suggested',
    replyLabel: 'Your reply',
    reply:
      'Thank you for visiting, Noura, and for your kind words! We are speeding up orders at busy times and hope to see you again soon.',
    published: 'Posted on Google',
    alert: 'An instant alert for every new review',
  },
  stats: {
    title: 'Sumaa in numbers',
    businesses: 'businesses trust Sumaa',
    reviews: 'reviews managed on the platform',
    satisfaction: 'customer satisfaction',
    averageRating: 'average Google rating of our customers’ branches',
  },
  features: {
    title: 'Everything you need to look after your reputation',
    description:
      'From the first review you receive to the monthly performance reports, on one Arabic-first platform.',
    inbox: {
      title: 'All your reviews in one place',
      text: 'Connect your Google Business Profile and get the reviews of every branch in one inbox, with search and filters by stars and sentiment.',
    },
    replies: {
      title: 'Faster replies in two languages',
      text: 'Answer reviews right from the platform, or start from smart reply templates in Arabic and English with the customer’s name and your business’s.',
    },
    analytics: {
      title: 'Analytics that show what customers say',
      text: 'Follow your average rating, star distribution, sentiment and most frequent keywords, and compare your branches over time.',
    },
    team: {
      title: 'Your team, with clear roles',
      text: 'Invite managers and customer service agents, assign reviews to them, and decide what each of them can see and do.',
    },
  },
  pricing: {
    title: 'Simple plans for every business',
    description: 'Monthly prices in Saudi riyals, and every plan starts with the free trial.',
    compare: 'Compare plans and yearly prices',
  },
  testimonials: {
    title: 'What our customers say',
    description: 'Business owners in Saudi Arabia and the Gulf on using Sumaa.',
    byline: '{{role}}, {{place}}',
    roastery: {
      quote:
        'Reviews used to get lost between our three branches. Now we answer every one the same day. Our customers noticed, and they mention our replies in their reviews.',
      name: 'Abdulrahman Al-Qahtani',
      role: 'Owner, Dar Al-Bunn Roastery',
      place: 'Riyadh',
    },
    clinic: {
      quote:
        'Ready replies in both languages save our front desk a lot of time, and we know at once when a patient leaves a negative review, so we can reach out.',
      name: 'Dr. Reem Al-Ghamdi',
      role: 'Medical Director, Shati Smile Dental Clinics',
      place: 'Jeddah',
    },
    hotel: {
      quote:
        'Our guests come from everywhere. Sumaa brings their Arabic and English reviews into one inbox, with clear reports we show management every month.',
      name: 'Khalid Al-Mansoori',
      role: 'Guest Experience Manager, Marsa Al Khaleej Hotel',
      place: 'Dubai',
    },
  },
  closing: {
    title: 'Ready to look after your reputation?',
    text: 'Create your account in minutes, connect your branches and start answering your reviews today. Free for {{days, number}} days, no credit card.',
    signedInText: 'Your reviews and analytics are waiting in your dashboard.',
    contact: 'Talk to our team',
  },
};
