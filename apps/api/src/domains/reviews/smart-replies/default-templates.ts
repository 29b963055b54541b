// The templates every business starts with (decisions #13): three per sentiment in Arabic and in English,
// in the warm, courteous register of a Saudi or Gulf business. Each one reads well with the reviewer's first
// name and without it (an anonymous reviewer): see fill-template.ts for how the name's place is closed up.
// Negative ones apologise without admitting facts the business has not checked, and invite the reviewer
// to get in touch.
import type { ReviewSentiment, TemplateLanguage } from '@sumaa/contracts';

export interface DefaultTemplate {
  sentiment: ReviewSentiment;
  language: TemplateLanguage;
  content: string;
}

const arabic = (sentiment: ReviewSentiment, content: string): DefaultTemplate => ({
  sentiment,
  language: 'ar',
  content,
});
const english = (sentiment: ReviewSentiment, content: string): DefaultTemplate => ({
  sentiment,
  language: 'en',
  content,
});

export const DEFAULT_REPLY_TEMPLATES: readonly DefaultTemplate[] = [
  arabic(
    'Positive',
    'شكراً جزيلاً {reviewerName} على كلماتك الطيبة وتقييمك الرائع! سعدنا بزيارتك، ويسعدنا دائماً أن نكون عند حسن ظنك. بانتظارك مجدداً في {businessName}.',
  ),
  arabic(
    'Positive',
    'أهلاً {reviewerName}، يسعدنا أن تجربتك معنا نالت إعجابك، ونعتز بثقتك الغالية. فريق {businessName} في خدمتك دائماً، ونتطلع إلى رؤيتك قريباً.',
  ),
  arabic(
    'Positive',
    '{reviewerName}، نشكرك من القلب على هذا التقييم الجميل! رضاك هو ما نسعى إليه كل يوم، وننتظر زيارتك القادمة بكل سرور.\nمع خالص التحية، {businessName}',
  ),
  arabic(
    'Negative',
    'مرحباً {reviewerName}، نعتذر بصدق عن تجربتك التي لم تكن بالمستوى الذي نطمح إليه، ونشكرك على صراحتك في مشاركتها. نرجو التواصل معنا مباشرة لنستمع إليك ونعالج الأمر في أسرع وقت.\nمع التقدير، إدارة {businessName}',
  ),
  arabic(
    'Negative',
    'نأسف حقاً يا {reviewerName} لما واجهته، فرضاك يهمنا كثيراً. وصلت ملاحظاتك إلى الفريق المختص وسنأخذها بعين الاعتبار، ونتمنى أن تمنحنا فرصة أخرى في {businessName} لنقدّم لك التجربة التي تستحقها.',
  ),
  arabic(
    'Negative',
    'شكراً {reviewerName} على ملاحظتك، ونعتذر عن أي إزعاج. نودّ معرفة المزيد من التفاصيل لنتمكن من تصحيح الأمر، فنرجو التواصل معنا مباشرة، ويسعدنا خدمتك.\nفريق {businessName}',
  ),
  arabic(
    'Neutral',
    'شكراً {reviewerName} على زيارتك وتقييمك. نسعى دائماً إلى التحسين، ويسعدنا أن تشاركنا ما يمكننا فعله لنجعل تجربتك القادمة أفضل.\nمع التحية، {businessName}',
  ),
  arabic(
    'Neutral',
    'أهلاً {reviewerName}، نقدّر وقتك في مشاركة رأيك معنا. ملاحظاتك تساعدنا على التطور، ونأمل أن نرتقي إلى توقعاتك في زيارتك القادمة إلى {businessName}.',
  ),
  arabic(
    'Neutral',
    'نشكرك يا {reviewerName} على تقييمك. يهمنا أن نعرف كيف نجعل تجربتك معنا مميزة، فلا تتردد في التواصل معنا بأي اقتراح. نتطلع إلى خدمتك مجدداً في {businessName}.',
  ),
  english(
    'Positive',
    'Thank you so much, {reviewerName}, for your kind words and wonderful rating! It was a pleasure having you, and we look forward to welcoming you back to {businessName} soon.',
  ),
  english(
    'Positive',
    'Hi {reviewerName}, we’re delighted you enjoyed your experience with us! Your support means a great deal to the whole team at {businessName}. See you again soon.',
  ),
  english(
    'Positive',
    '{reviewerName}, thank you for taking the time to share such a lovely review! Guests like you make our day, and we can’t wait to see you again.\nWarm regards, {businessName}',
  ),
  english(
    'Negative',
    'Dear {reviewerName}, we sincerely apologise that your experience fell short of what we aim for, and we appreciate you telling us. Please contact us directly so we can understand what happened and put it right.\nKind regards, the {businessName} management',
  ),
  english(
    'Negative',
    'We’re truly sorry, {reviewerName}, to hear about your visit. Your feedback has been shared with our team, and we would be grateful for the chance to make it up to you at {businessName}.',
  ),
  english(
    'Negative',
    'Thank you for your honest feedback, {reviewerName}. Please accept our apologies for the inconvenience; we would like to learn more and make things right, so please get in touch with us directly.\nThe {businessName} team',
  ),
  english(
    'Neutral',
    'Thank you for your visit and your rating, {reviewerName}. We are always working to improve, and we would love to hear what would make your next experience even better.\nBest regards, {businessName}',
  ),
  english(
    'Neutral',
    'Hi {reviewerName}, thanks for sharing your thoughts with us. Your feedback helps us grow, and we hope to exceed your expectations on your next visit to {businessName}.',
  ),
  english(
    'Neutral',
    'We appreciate your review, {reviewerName}. It matters to us that every visit feels special, so please don’t hesitate to reach out with any suggestions. We look forward to serving you again at {businessName}.',
  ),
];
